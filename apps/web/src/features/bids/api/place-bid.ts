import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeBidResponse, type PlaceBidBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { afterBidChange } from '../lib/after-bid-change';

/** POST /bid/create (spec 2 §7): the viewer's own bid; placing again on the same lot raises it. */
export const placeBid = (body: PlaceBidBody) => apiRequest(placeBidResponse, '/bid/create', { method: 'POST', body });

export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placeBid, onSuccess: () => afterBidChange(queryClient) });
}
