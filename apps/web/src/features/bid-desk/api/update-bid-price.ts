import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBidPriceResponse, type UpdateBidPriceBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBidDesk } from './bid-desk-keys';

/**
 * PUT /bid/update-bid-price (spec 2 §7): the manager's edit of a bid — amount (5000 step, the
 * owner's credit), group and export type; jasId is the bid's id.
 */
export const updateBidPrice = (body: UpdateBidPriceBody) => apiRequest(updateBidPriceResponse, '/bid/update-bid-price', { method: 'PUT', body });

export function useUpdateBidPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBidPrice, onSettled: () => invalidateBidDesk(queryClient) });
}
