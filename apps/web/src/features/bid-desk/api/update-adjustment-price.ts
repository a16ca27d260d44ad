import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdjustmentPriceResponse, type UpdateAdjustmentPriceBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { requireSuccess } from '../lib/manage-answer';
import { invalidateBidDesk } from './bid-desk-keys';

/** PUT /bid/update-adjustment-price (spec 2 §7): managers with adjustmentPriceShow; null clears it. */
export const updateAdjustmentPrice = async (body: UpdateAdjustmentPriceBody) =>
  requireSuccess(await apiRequest(updateAdjustmentPriceResponse, '/bid/update-adjustment-price', { method: 'PUT', body }));

export function useUpdateAdjustmentPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdjustmentPrice, onSettled: () => invalidateBidDesk(queryClient) });
}
