import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAutoBidResponse, type UpdateAutoBidBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { requireSuccess } from '../lib/manage-answer';
import { invalidateBidDesk } from './bid-desk-keys';

/** PUT /bid/update-auto-bid (spec 2 §7): a manager switches automatic bidding on a bid. */
export const updateAutoBid = async (body: UpdateAutoBidBody) =>
  requireSuccess(await apiRequest(updateAutoBidResponse, '/bid/update-auto-bid', { method: 'PUT', body }));

export function useUpdateAutoBid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAutoBid, onSettled: () => invalidateBidDesk(queryClient) });
}
