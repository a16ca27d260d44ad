import { useQuery } from '@tanstack/react-query';
import { bidGroupResponse, type BidGroupOption } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** The "no group" entry the page puts first (spec 2 §3); it is never sent with a bid. */
export const NO_GROUP = '--';
export interface BidGroupChoice {
  value: string;
  label: string;
  /** The New, Bid and Win bids in the group (a Win there turns the others to Don't bid). */
  cars: number;
  statuses: BidGroupOption['statuses'];
}
export const NO_GROUP_CHOICE: BidGroupChoice = { value: NO_GROUP, label: '––', cars: 0, statuses: { new: 0, bid: 0, win: 0 } };

/** GET /bid/group: the viewer's bid groups with their New, Bid and Win bids in each. */
export const getBidGroups = (userId?: string) => apiRequest(bidGroupResponse, userId ? `/bid/group?userId=${encodeURIComponent(userId)}` : '/bid/group');

/** The viewer's groups, or with `userId` the client's a manager bids for (their bids decide the counts). */
export function useBidGroups(enabled: boolean, userId?: string) {
  return useQuery({
    queryKey: ['bids', 'groups', userId ?? 'own'] as const,
    queryFn: () => getBidGroups(userId),
    enabled,
    select: (groups): BidGroupChoice[] => [NO_GROUP_CHOICE, ...groups.map((g) => ({ value: String(g.value), label: g.label, cars: g.cars, statuses: g.statuses }))],
  });
}
