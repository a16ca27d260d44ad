import type { QueryClient } from '@tanstack/react-query';

/** Query keys of purchased cars: every list and detail starts with `root`, so one change refreshes both. */
export const purchaseKeys = {
  root: ['purchases'] as const,
  list: (query: object) => ['purchases', 'list', query] as const,
  detail: (id: number) => ['purchases', 'detail', id] as const,
};

/** After a change to a purchase: its page and every list showing it ask again. */
export const invalidatePurchases = (client: QueryClient) => client.invalidateQueries({ queryKey: purchaseKeys.root });
