import { useQuery } from '@tanstack/react-query';
import { shareResponse, type PageType, type SharedLot } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /share/{type}/{id}?code= (public): the shared lot, nothing without the right code. A wrong
 * code answers 403 `wrong_code`, an unknown lot 404 `lot_not_found`, too many tries 429.
 */
export async function getSharedLot(type: PageType, id: number, code: string, signal?: AbortSignal): Promise<SharedLot> {
  // Anonymous visitors have no session to refresh: a 401 must not open the session-expired modal.
  const answer = await apiRequest(shareResponse, `/share/${type}/${id}`, { query: { code }, signal, noRefresh: true });
  return answer.lotDetail;
}

export const sharedLotKey = (type: PageType, id: number, code: string) => ['shared-lot', type, id, code] as const;

/** The shared lot for a code; nothing is asked before a 6-digit code is given. */
export function useSharedLot(type: PageType, id: number, code: string | null) {
  return useQuery({
    queryKey: sharedLotKey(type, id, code ?? ''),
    queryFn: ({ signal }) => getSharedLot(type, id, code!, signal),
    enabled: code !== null,
    // A wrong code stays wrong; retrying would only burn the link's attempt limit.
    retry: false,
    staleTime: Infinity,
  });
}
