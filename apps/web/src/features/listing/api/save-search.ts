import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSearchResponse, type SaveSearchBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/saved-search-keys';

/** POST /saved-search (issue 21 §4): the listing's current filters under a name. */
export const saveSearch = (body: SaveSearchBody) => apiRequest(saveSearchResponse, '/saved-search', { method: 'POST', body });

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }) });
}
