import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH, userSearchResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /user/search?user= (managers): at most 11 clients, so "more than 10" can be told apart. */
export const searchClients = (user: string, signal?: AbortSignal) => apiRequest(userSearchResponse, '/user/search', { query: { user }, signal });

/** Searches once the (already debounced) text is longer than 3 characters. */
export function useClientSearch(text: string) {
  const user = text.trim();
  return useQuery({
    queryKey: ['bids', 'client-search', user] as const,
    queryFn: ({ signal }) => searchClients(user, signal),
    enabled: user.length >= USER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
