import { DEPOSIT_MSG, languageCode, MSG, ROLE, tokyoParts, USER_TYPE, type DepositBody, type DepositResponse } from '@jauc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound, unprocessable } from '../../lib/errors.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { evictUser } from '../identity/session-cache.js';
import type { Mailer } from '../mail/mailer.js';
import { isDisabled, permissionsFor } from '../identity/permission-templates.js';
import { insertEvent } from '../events/events.repo.js';
import { activatedLimits, activatesAccount, depositDecision, earliestDepositDate } from './deposit-rules.js';
import { updateUser } from '../identity/user.repo.js';
import * as repo from './deposit.repo.js';
import { findEntry, ledgerTotals } from './ledger.repo.js';
import { activatedMail } from './payment-texts.js';
import { toRecord } from './payments.service.js';
import * as clock from '../../lib/clock.js';

export interface DepositContext {
  /** A transaction too: the deposit's own transaction is then a savepoint of it (payment-proofs). */
  db: DbOrTx;
  mailer: Pick<Mailer, 'enqueue' | 'send'>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

// POST /payments/deposit (DESIGN.md §3 "Money and purchases"; contract payments/deposit.ts).
// One transaction holding the account's row lock: the key check, the booking and the activation a
// first deposit brings. Keys are namespaced (`deposit:`) so a caller's key can never collide with
// the keys Wins book under (`bid-log:`).

export async function recordDeposit(ctx: DepositContext, actor: AuthUser, body: DepositBody, lang: TextLanguage): Promise<DepositResponse> {
  const now = clock.now();
  if (body.date > tokyoParts(now).date) throw unprocessable({ date: DEPOSIT_MSG.futureDate });
  const key = `deposit:${body.idempotencyKey}`;

  const result = await ctx.db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, body.userId);
    if (!account || account.userType === USER_TYPE.manager) throw notFound('client_not_found');
    if (isDisabled(account)) throw new AppError(409, 'account_disabled');
    if (body.date < earliestDepositDate(account.createdAt, now)) throw new AppError(400, 'deposit_date_too_early');

    const repeat = (e: repo.LedgerEntry) => {
      if (depositDecision(e, account.id, body) !== 'repeat') throw new AppError(409, 'idempotency_key_reused');
      return { entryId: e.id, repeated: true, activated: false, account };
    };
    const earlier = await repo.findByKey(tx, key);
    if (earlier) return repeat(earlier);

    const car = body.purchasedCarId === null ? null : await repo.findOwnPurchase(tx, account.id, body.purchasedCarId);
    if (body.purchasedCarId !== null && !car) throw unprocessable({ purchasedCarId: MSG.invalidField });
    const first = !(await repo.hasRemittance(tx, account.id));
    const booked = await repo.insertRemittance(tx, {
      userId: account.id, amount: body.amount, description: body.description, entryDate: body.date, createdBy: actor.id, idempotencyKey: key,
      purchasedCarId: car?.id ?? null, bidId: car?.bidId ?? null,
    });
    // Another request with this key committed between our read and our insert (another account).
    if (!booked) return repeat((await repo.findByKey(tx, key))!);

    const activated = activatesAccount(account, !first);
    if (activated) {
      const roleId = account.userType === USER_TYPE.dealer ? ROLE.dealer : ROLE.client;
      const limits = activatedLimits(account);
      await updateUser(tx, account.id, { roleId, permissions: permissionsFor(roleId, account.userType), ...limits });
      const log = (event: string, oldValue: number, newValue: number) => ({ userId: account.id, actorId: actor.id, event, oldValue: String(oldValue), newValue: String(newValue) });
      await repo.insertUserLogs(tx, [
        log('activated_by_deposit', account.roleId, roleId),
        ...(limits.dailyBidLimit !== account.dailyBidLimit ? [log('daily_bid_limit_changed', account.dailyBidLimit, limits.dailyBidLimit)] : []),
        ...(limits.dailyUssLimit !== account.dailyUssLimit ? [log('daily_uss_limit_changed', account.dailyUssLimit, limits.dailyUssLimit)] : []),
      ]);
    }
    // The account's open pages learn of it (balance, and may it bid now) through the live channel;
    // written in the transaction, the event goes out only if the deposit commits.
    await insertEvent(tx, { type: 'account.changed', audience: 'user', ownerId: account.id, bidId: null, payload: { type: 'account.changed' } });
    return { entryId: booked.id, repeated: false, activated, account };
  });

  if (result.activated) {
    // The session cache holds the account's role and permissions: its next request reads the new ones.
    evictUser(result.account.id);
    const a = result.account;
    ctx.mailer.enqueue('activated', () =>
      ctx.mailer.send({ to: a.email, kind: 'activated', link: ctx.publicUrl, ...activatedMail(languageCode(a.language), a.fullName, body.amount, ctx.publicUrl) }));
    ctx.log.info({ userId: a.id, actorId: actor.id }, 'account activated by its first deposit');
  }
  const [entry, totals] = await Promise.all([findEntry(ctx.db, result.account.id, result.entryId), ledgerTotals(ctx.db, result.account.id)]);
  return { success: true, entry: toRecord(entry!, lang), repeated: result.repeated, activated: result.activated, balance: totals.balance };
}
