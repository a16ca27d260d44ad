import { useQuery } from '@tanstack/react-query';
import { priceHistoryResponse, type PageType, type PriceHistory } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

export interface PriceHistoryInput {
  carId: number;
  months: number;
  /** The lot's own grade band unless `any`. */
  anyBand: boolean;
}

/** GET /{pageType}/price-history: comparable sales and the car's earlier runs (issue 21 §3). */
export async function getPriceHistory(pageType: PageType, { carId, months, anyBand }: PriceHistoryInput, signal?: AbortSignal): Promise<PriceHistory> {
  const answer = await apiRequest(priceHistoryResponse, `/${pageType}/price-history`, {
    query: { carId: String(carId), months: String(months), band: anyBand ? 'any' : undefined },
    signal,
  });
  return answer.priceHistory;
}

export function usePriceHistory(pageType: PageType, input: PriceHistoryInput) {
  return useQuery({
    queryKey: ['price-history', pageType, input.carId, input.months, input.anyBand] as const,
    queryFn: ({ signal }) => getPriceHistory(pageType, input, signal),
    // Switching the period keeps the lot's previous figures on screen until the new ones arrive
    // (never another lot's: the car id is part of the key).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === input.carId ? previous : undefined),
    staleTime: 5 * 60_000,
  });
}
