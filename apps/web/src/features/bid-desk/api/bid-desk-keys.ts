import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys of the bid desk. Every list, counter and filter query starts with `root`, so a
 * change to a bid (status, sold price, price, auto-bid) refreshes all of them with one call.
 */
export const bidDeskKeys = {
  root: ['bid-desk'] as const,
  list: (path: string, query: object) => ['bid-desk', 'list', path, query] as const,
  filters: (path: string, query: object) => ['bid-desk', 'filters', path, query] as const,
  search: (query: object) => ['bid-desk', 'search', query] as const,
  dealerClients: () => ['bid-desk', 'dealer-clients'] as const,
};

/** Refetch every bid list, counter and filter on screen (after any change to a bid). */
export const invalidateBidDesk = (client: QueryClient) => client.invalidateQueries({ queryKey: bidDeskKeys.root });
