import { useCallback } from 'react';
import { queryOptions, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { facetListResponse, type FacetOption, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { FILTER_DATA_STALE_TIME } from './get-filters';

/** GET /{pageType}/model?id= (spec 1 §7): the models of one maker with their lot counts. */
export function getModels(pageType: PageType, makerId: number, signal?: AbortSignal): Promise<FacetOption[]> {
  return apiRequest(facetListResponse, `/${pageType}/model`, { query: { id: makerId }, signal });
}

export const modelsQuery = (pageType: PageType, makerId: number) =>
  queryOptions({
    queryKey: ['listing-filters', pageType, 'models', makerId] as const,
    queryFn: ({ signal }) => getModels(pageType, makerId, signal),
    staleTime: FILTER_DATA_STALE_TIME,
  });

/** The model lists of several makers, one call (and cache entry) per maker. */
export function useModelLists(pageType: PageType, makerIds: readonly number[]) {
  return useQueries({ queries: makerIds.map((id) => modelsQuery(pageType, id)) });
}

/** Model id → maker id, from the model lists loaded so far (to drop a removed maker's models). */
export function modelOwners(client: QueryClient, pageType: PageType, makerIds: readonly number[]): Map<number, number> {
  const owner = new Map<number, number>();
  for (const makerId of makerIds) {
    for (const model of client.getQueryData(modelsQuery(pageType, makerId).queryKey) ?? []) owner.set(model.value, makerId);
  }
  return owner;
}

export function useModelOwners(pageType: PageType) {
  const client = useQueryClient();
  return useCallback((makerIds: readonly number[]) => modelOwners(client, pageType, makerIds), [client, pageType]);
}
