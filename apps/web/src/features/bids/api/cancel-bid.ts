import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BID_STATUS, updateBidStatusResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { afterBidChange } from '../lib/after-bid-change';

/** PUT /bid/update-bid-status with status 4 (spec 2 §4 "My bid and cancellation"). */
export async function cancelBid(bidId: number) {
  const answer = await apiRequest(updateBidStatusResponse, '/bid/update-bid-status', { method: 'PUT', body: { bidId, status: BID_STATUS.cancel } });
  // `success: false` with an error code must not look like a cancellation that happened.
  if (!answer.success) throw new ApiError(200, answer.error ?? 'internal_error');
  return answer;
}

export function useCancelBid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBid, onSuccess: () => afterBidChange(queryClient) });
}
