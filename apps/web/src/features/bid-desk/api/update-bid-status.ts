import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBidStatusResponse, type UpdateBidStatusBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { requireSuccess } from '../lib/manage-answer';
import { invalidateBidDesk } from './bid-desk-keys';

/**
 * PUT /bid/update-bid-status (spec 2 §7): a manager's status change; a Win carries its sold price
 * and the number of confirmations the manager accepted.
 */
export const updateBidStatus = async (body: UpdateBidStatusBody) =>
  requireSuccess(await apiRequest(updateBidStatusResponse, '/bid/update-bid-status', { method: 'PUT', body }));

/** After the change finishes, well or not, the lists, counters and filters refetch (spec 2 §4). */
export function useUpdateBidStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBidStatus, onSettled: () => invalidateBidDesk(queryClient) });
}
