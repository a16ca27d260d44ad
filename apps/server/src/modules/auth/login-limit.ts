import type { DbOrTx } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import {
  clientNetwork, LIMITS, loginAccountKey, loginDeviceKey, loginIpKey, normalizeEmail, releaseAttempt, reserveAttempt, type Reservation,
} from '../../lib/rate-limit.js';
import { recentSessionIps } from '../identity/session.repo.js';

// A network the account signed in from within this time counts as the owner's own.
const KNOWN_NETWORK_MS = 90 * 24 * 60 * 60_000;

/**
 * Holds a place for one login attempt before the password is checked (DESIGN.md §3: 10 failures
 * per account and per client network in 15 minutes, then 429). Counted per account, so rotating
 * addresses gains nothing, and per network, so spraying one password over many accounts stops
 * too. The account is keyed by the e-mail as typed (normalized), registered or not: a 429 then
 * says nothing about whether the account exists.
 *
 * A per-account limit lets anyone lock an account out by failing on purpose, which on an auction
 * portal means keeping a rival from bidding. So once the account limit is reached, a network the
 * account signed in from before (its sessions) still gets its own 10 attempts: the owner at home
 * or in the office gets in, a stranger elsewhere does not. An unknown address has no sessions,
 * so this changes nothing for it.
 *
 * Throws 429 when limited. The caller calls `succeeded` once the password was right, which
 * takes the place back: only failures stay counted.
 */
export async function startLoginAttempt(db: DbOrTx, rawEmail: string, ip: string): Promise<{ succeeded(): Promise<void> }> {
  const email = normalizeEmail(rawEmail);
  const network = { key: loginIpKey(ip), ...LIMITS.loginIp };
  let reservation: Reservation = await reserveAttempt(db, [network, { key: loginAccountKey(email), ...LIMITS.loginAccount }]);
  if (!reservation.allowed && reservation.limitedKey !== network.key && (await isKnownNetwork(db, email, ip))) {
    reservation = await reserveAttempt(db, [network, { key: loginDeviceKey(email, ip), ...LIMITS.loginAccount }]);
  }
  if (!reservation.allowed) throw tooManyRequests();
  const held = reservation;
  return { succeeded: () => releaseAttempt(db, held) };
}

async function isKnownNetwork(db: DbOrTx, email: string, ip: string): Promise<boolean> {
  const network = clientNetwork(ip);
  return (await recentSessionIps(db, email, KNOWN_NETWORK_MS)).some((known) => clientNetwork(known) === network);
}
