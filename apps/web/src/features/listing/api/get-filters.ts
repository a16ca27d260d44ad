import { queryOptions, useQuery } from '@tanstack/react-query';
import { filtersResponse, type FiltersResponse, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** Filter reference data (select lists, makers, week days) changes with the seeded data only. */
export const FILTER_DATA_STALE_TIME = 5 * 60_000;

/** GET /{pageType}/filters (spec 1 §7): the select lists and the ranges' min, max and step. */
export function getFilters(pageType: PageType, signal?: AbortSignal): Promise<FiltersResponse> {
  return apiRequest(filtersResponse, `/${pageType}/filters`, { signal });
}

export const filtersQuery = (pageType: PageType) =>
  queryOptions({
    queryKey: ['listing-filters', pageType, 'filters'] as const,
    queryFn: ({ signal }) => getFilters(pageType, signal),
    staleTime: FILTER_DATA_STALE_TIME,
  });

/** Loaded only when needed (`enabled`): a listing without filters opened makes no extra call. */
export const useFilterData = (pageType: PageType, enabled = true) => useQuery({ ...filtersQuery(pageType), enabled });
