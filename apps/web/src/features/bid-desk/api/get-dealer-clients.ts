import { useQuery } from '@tanstack/react-query';
import { dealerClientsResponse, type DealerClientsResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { bidDeskKeys } from './bid-desk-keys';

/** The dealer's client filter offers every client at once (the call pages by 100 at most). */
const CLIENTS_PAGE_SIZE = 100;

/** GET /bid/dealer-clients (spec 2 §7, dealers only): the dealer's clients with their bid counts. */
export function getDealerClients(signal?: AbortSignal): Promise<DealerClientsResponse> {
  return apiRequest(dealerClientsResponse, '/bid/dealer-clients', { query: { page: 1, pageSize: CLIENTS_PAGE_SIZE }, signal });
}

export function useDealerClients(enabled: boolean) {
  return useQuery({
    queryKey: bidDeskKeys.dealerClients(),
    queryFn: ({ signal }) => getDealerClients(signal),
    staleTime: 60_000,
    enabled,
  });
}
