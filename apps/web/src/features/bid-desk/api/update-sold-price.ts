import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSoldPriceResponse, type UpdateSoldPriceBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { requireSuccess } from '../lib/manage-answer';
import { invalidateBidDesk } from './bid-desk-keys';

/** PUT /bid/update-sold-price (spec 2 §7): the sold price as digits, '' to clear it. */
export const updateSoldPrice = async (body: UpdateSoldPriceBody) =>
  requireSuccess(await apiRequest(updateSoldPriceResponse, '/bid/update-sold-price', { method: 'PUT', body }));

export function useUpdateSoldPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSoldPrice, onSettled: () => invalidateBidDesk(queryClient) });
}
