import { queryOptions, useQuery } from '@tanstack/react-query';
import { facetListResponse, type FacetOption, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { FILTER_DATA_STALE_TIME } from './get-filters';

/** GET /{pageType}/maker (spec 1 §7): makers with their lot counts. */
export function getMakers(pageType: PageType, signal?: AbortSignal): Promise<FacetOption[]> {
  return apiRequest(facetListResponse, `/${pageType}/maker`, { signal });
}

export const makersQuery = (pageType: PageType) =>
  queryOptions({
    queryKey: ['listing-filters', pageType, 'makers'] as const,
    queryFn: ({ signal }) => getMakers(pageType, signal),
    staleTime: FILTER_DATA_STALE_TIME,
  });

export const useMakers = (pageType: PageType, enabled = true) => useQuery({ ...makersQuery(pageType), enabled });
