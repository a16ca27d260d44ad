import type { DbOrTx } from '../../db/client.js';
import {
  clientNetwork, hitLimit, LIMITS, loginAccountKey, loginDeviceKey, loginIpKey, loginLockedIpKey, normalizeEmail, releaseAttempt,
  reserveAttempt, type Reservation,
} from '../../lib/rate-limit.js';
import { recentSessionIps } from '../identity/session.repo.js';

// A network the account signed in from within this time counts as the owner's own.
const KNOWN_NETWORK_MS = 90 * 24 * 60 * 60_000;

/**
 * How a login attempt may go (docs/decisions/014):
 * - `open`: the password decides; `succeeded` takes the attempt's place back (only failures count).
 * - `locked`: past a limit. The answer is the same whatever the password (so a guesser learns
 *   nothing); a right password e-mails the account a one-time sign-in link (the owner gets in at
 *   once). `checkPassword` is false once the network has spent its locked attempts as well: then
 *   nothing is checked at all, so a locked login cannot be used to burn argon2 time without end.
 */
export type LoginGate = { state: 'open'; succeeded(): Promise<void> } | { state: 'locked'; checkPassword: boolean };

/**
 * Holds a place for one login attempt before the password is checked (DESIGN.md §3: 10 failures
 * per account and per client network in 15 minutes). Counted per account, so rotating addresses
 * gains nothing, and per network, so spraying one password over many accounts stops too. The
 * account is keyed by the e-mail as typed (normalized), registered or not: being locked then says
 * nothing about whether the account exists.
 *
 * Either limit could be used as a weapon: failing on purpose on someone's account (keeping a rival
 * from bidding), or from a network many people share. So a locked login is never a dead end: the
 * right password continues through a link mailed to the account. And a network the account signed
 * in from before (its sessions) keeps its own budget of 10 failures for that account, past both
 * limits: the owner at home or in the office signs in as usual, a stranger elsewhere does not.
 */
export async function startLoginAttempt(db: DbOrTx, rawEmail: string, ip: string): Promise<LoginGate> {
  const email = normalizeEmail(rawEmail);
  let reservation: Reservation = await reserveAttempt(db, [
    { key: loginIpKey(ip), ...LIMITS.loginIp },
    { key: loginAccountKey(email), ...LIMITS.loginAccount },
  ]);
  if (!reservation.allowed && (await isKnownNetwork(db, email, ip))) {
    reservation = await reserveAttempt(db, [{ key: loginDeviceKey(email, ip), ...LIMITS.loginAccount }]);
  }
  if (reservation.allowed) {
    const held = reservation;
    return { state: 'open', succeeded: () => releaseAttempt(db, held) };
  }
  return { state: 'locked', checkPassword: await hitLimit(db, loginLockedIpKey(ip), LIMITS.loginLockedIp.max, LIMITS.loginLockedIp.windowMs) };
}

async function isKnownNetwork(db: DbOrTx, email: string, ip: string): Promise<boolean> {
  const network = clientNetwork(ip);
  return (await recentSessionIps(db, email, KNOWN_NETWORK_MS)).some((known) => clientNetwork(known) === network);
}
