import type { BidGroupOption } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { activeBidsPerGroup } from './bid.repo.js';

/** Groups offered to everyone; a client who already uses a higher group sees it too. */
export const DEFAULT_BID_GROUPS = 10;

/** GET /bid/group: groups 1–10 and any higher group in use, each with its active bids. */
export async function bidGroups(db: DbOrTx, userId: number): Promise<BidGroupOption[]> {
  const used = new Map((await activeBidsPerGroup(db, userId)).map((r) => [r.group, r.cars]));
  const values = new Set([...Array.from({ length: DEFAULT_BID_GROUPS }, (_, i) => i + 1), ...used.keys()]);
  return [...values].sort((a, b) => a - b).map((value) => ({ value, label: String(value), cars: used.get(value) ?? 0 }));
}
