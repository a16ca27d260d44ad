import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchOkResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/saved-search-keys';

/** POST /saved-search/opened: the user opens the search, so its new lots count from now. */
export function useMarkSavedSearchOpened() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(savedSearchOkResponse, '/saved-search/opened', { method: 'POST', body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
