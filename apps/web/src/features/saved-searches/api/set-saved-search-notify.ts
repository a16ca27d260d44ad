import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchOkResponse, type SavedSearchNotify } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/saved-search-keys';

/** PUT /saved-search/notify: how the search's alerts come; `none` pauses them. */
export function useSetSavedSearchNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; notify: SavedSearchNotify }) => apiRequest(savedSearchOkResponse, '/saved-search/notify', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
