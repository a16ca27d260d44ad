import { useQuery } from '@tanstack/react-query';
import { savedSearchListResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/saved-search-keys';

/** GET /saved-search/list: the user's saved searches with their new lots. */
export const useSavedSearches = () =>
  useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => apiRequest(savedSearchListResponse, '/saved-search/list', { signal }),
  });
