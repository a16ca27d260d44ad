import { useQuery } from '@tanstack/react-query';
import { bidGroupResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** The "no group" entry the page puts first (spec 2 §3); it is never sent with a bid. */
export const NO_GROUP = '--';
export interface BidGroupChoice {
  value: string;
  label: string;
  cars: number;
}
const placeholder: BidGroupChoice = { value: NO_GROUP, label: '––', cars: 0 };

/** GET /bid/group: the viewer's bid groups with the count of their active bids in each. */
export const getBidGroups = () => apiRequest(bidGroupResponse, '/bid/group');

export function useBidGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['bids', 'groups'] as const,
    queryFn: getBidGroups,
    enabled,
    select: (groups): BidGroupChoice[] => [placeholder, ...groups.map((g) => ({ value: String(g.value), label: g.label, cars: g.cars }))],
  });
}
