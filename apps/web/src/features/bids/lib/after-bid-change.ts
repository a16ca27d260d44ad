import type { QueryClient } from '@tanstack/react-query';
import { loadProfile } from '../../../lib/session';

/** Every listing query (car-auction, stock, favorites …): their my-bid columns are now stale. */
export const LISTING_QUERY_PREFIX = ['listing'] as const;

/**
 * After a bid is placed, raised or cancelled: the listings show my bids, and the profile carries
 * the balance and the active bid figures, so both are refetched. The profile lives in the
 * session store, not in the query cache, hence the explicit reload.
 */
export async function afterBidChange(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: LISTING_QUERY_PREFIX });
  // A failed reload keeps the previous profile; the bid itself did succeed.
  await loadProfile().catch(() => null);
}
