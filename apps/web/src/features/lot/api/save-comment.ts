import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCommentResponse, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { patchLotDetail } from './get-lot-detail';

/** POST /car-auction/save-comment (managers): the lot's note, saved as it is ('' clears it). */
export async function saveComment(carId: number, comment: string) {
  const answer = await apiRequest(saveCommentResponse, '/car-auction/save-comment', { method: 'POST', body: { carId, comment } });
  if (!answer.success) throw new ApiError(200, 'internal_error');
  return answer;
}

/** Saves the note; the cached lot takes the saved text, so the page shows it without a reload. */
export function useSaveComment(pageType: PageType, carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => saveComment(carId, comment),
    onSuccess: (_answer, comment) => patchLotDetail(queryClient, pageType, carId, (lot) => ({ ...lot, carCommonDetail: { ...lot.carCommonDetail, comment } })),
  });
}
