import { bidAllowance, type BalanceInfo } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../identity/user.repo.js';
import { activeBidsSummary, ledgerBalance } from '../identity/user.repo.js';
import * as clock from '../../lib/clock.js';

/**
 * The one definition of an account's money figures (DESIGN.md §3 "Bids", "Money"): balance is the
 * sum of the ledger, bidAllow = balance + credit limit - the active bids, the rule the bid check
 * (bid.service.ts checkCredit) applies. GET /user/view-profile and GET /user/balance both answer it.
 */
export async function balanceInfoOf(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'creditLimit' | 'dailyBidLimit' | 'dailyUssLimit'>,
  now = clock.now(),
): Promise<BalanceInfo> {
  const [balance, active] = await Promise.all([ledgerBalance(db, user.id), activeBidsSummary(db, user.id, undefined, now)]);
  return {
    balance,
    creditLimit: user.creditLimit,
    bidAllow: bidAllowance({ balance, creditLimit: user.creditLimit, activeBids: active.sum }),
    dailyBidLimit: user.dailyBidLimit,
    dailyUssLimit: user.dailyUssLimit,
    activeBids: active.count,
  };
}
