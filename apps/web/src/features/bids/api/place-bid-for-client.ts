import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeBidResponse, type PlaceBidFromManagerBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { afterBidChange } from '../lib/after-bid-change';

/** POST /bid/bid-from-manager (spec 2 §7): a manager's bid for a client; userId travels as a string. */
export const placeBidForClient = (body: PlaceBidFromManagerBody) => apiRequest(placeBidResponse, '/bid/bid-from-manager', { method: 'POST', body });

export function usePlaceBidForClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placeBidForClient, onSuccess: () => afterBidChange(queryClient) });
}
