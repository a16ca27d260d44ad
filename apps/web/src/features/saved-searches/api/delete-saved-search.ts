import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchOkResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/saved-search-keys';

/** DELETE /saved-search?id=: the search and its alerts go. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(savedSearchOkResponse, '/saved-search', { method: 'DELETE', query: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
