import { USER_TYPE, type BidGroupOption } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { canSee } from '../access/access.js';
import { findUserById } from '../identity/user.repo.js';
import { groupBidCounts } from './bid.repo.js';

/** Groups offered to everyone; a client who already uses a higher group sees it too. */
export const DEFAULT_BID_GROUPS = 10;

/**
 * Whose groups GET /bid/group answers: the caller's, or (a manager bidding for a client, a dealer
 * for one of theirs) the client's they may see; anyone else 404 client_not_found, like a missing one.
 */
export async function groupOwner(db: DbOrTx, caller: Pick<AuthUser, 'id' | 'userType'>, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === caller.id) return caller.id;
  const owner = await findUserById(db, userId);
  const bidder = owner && (owner.userType === USER_TYPE.client || owner.userType === USER_TYPE.dealer);
  if (!owner || !bidder || !canSee(caller, { id: owner.id, dealerId: owner.dealerId })) throw notFound('client_not_found');
  return owner.id;
}

/** GET /bid/group: groups 1–10 and any higher group in use, each with the New, Bid and Win bids in it. */
export async function bidGroups(db: DbOrTx, userId: number): Promise<BidGroupOption[]> {
  const used = new Map((await groupBidCounts(db, userId)).map(({ group, ...statuses }) => [group, statuses]));
  const values = new Set([...Array.from({ length: DEFAULT_BID_GROUPS }, (_, i) => i + 1), ...used.keys()]);
  return [...values].sort((a, b) => a - b).map((value) => {
    const statuses = used.get(value) ?? { new: 0, bid: 0, win: 0 };
    return { value, label: String(value), cars: statuses.new + statuses.bid + statuses.win, statuses };
  });
}
