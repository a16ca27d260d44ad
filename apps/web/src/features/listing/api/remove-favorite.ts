import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFavoriteResponse, type DeleteFavoriteQuery } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { applyFavoriteChange } from './add-favorite';

/** DELETE /favorite/delete?group=&carId= (spec 2 §7): the lot leaves that group. */
export async function removeFavorite(query: DeleteFavoriteQuery) {
  const answer = await apiRequest(deleteFavoriteResponse, '/favorite/delete', { method: 'DELETE', query });
  if (!answer.success) throw new ApiError(200, 'internal_error');
  return answer;
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_answer, query) => applyFavoriteChange(queryClient, Number(query.carId), null),
  });
}
