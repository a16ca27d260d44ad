import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { landedCostResponse, type LandedCostEstimateQuery, type LandedCostResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /landed-cost/estimate: the landed cost of a car the client describes, in their country. */
export async function estimateLandedCost(input: LandedCostEstimateQuery, signal?: AbortSignal): Promise<LandedCostResponse> {
  return apiRequest(landedCostResponse, '/landed-cost/estimate', { query: { ...input }, signal });
}

export function useLandedCostEstimate(input: LandedCostEstimateQuery | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['landed-cost', 'estimate', input, i18n.language] as const,
    queryFn: ({ signal }) => estimateLandedCost(input!, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
