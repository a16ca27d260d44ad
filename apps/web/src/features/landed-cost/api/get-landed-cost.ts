import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { landedCostResponse, type LandedCostResponse, type PageType } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

export interface LandedCostInput {
  carId: number;
  /** A price the client typed, whole yen. */
  price?: number;
  priceFrom?: 'start' | 'average';
}

/** GET /{pageType}/landed-cost: the lot's landed cost in the viewer's country (or why there is none). */
export async function getLandedCost(pageType: PageType, input: LandedCostInput, signal?: AbortSignal): Promise<LandedCostResponse> {
  return apiRequest(landedCostResponse, `/${pageType}/landed-cost`, { query: { ...input }, signal });
}

export function useLandedCost(pageType: PageType, input: LandedCostInput) {
  const { i18n } = useTranslation();
  return useQuery({
    // The labels come in the interface's language: another language is another answer.
    queryKey: ['landed-cost', pageType, input.carId, input.price ?? null, input.priceFrom ?? null, i18n.language] as const,
    queryFn: ({ signal }) => getLandedCost(pageType, input, signal),
    enabled: Number.isSafeInteger(input.carId) && input.carId > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
