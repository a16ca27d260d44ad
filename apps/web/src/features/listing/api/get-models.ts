import { useCallback } from 'react';
import { queryOptions, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { facetListResponse, type FacetOption, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { facetStaleTime, type FacetView } from './get-makers';

/** GET /{pageType}/model?id= (spec 1 §7): the models of one maker with their lot counts (in the view, as getMakers). */
export function getModels(pageType: PageType, makerId: number, view?: FacetView, signal?: AbortSignal): Promise<FacetOption[]> {
  return apiRequest(facetListResponse, `/${pageType}/model`, { query: view ? { id: makerId, bidding: view } : { id: makerId }, signal });
}

export const modelsQuery = (pageType: PageType, makerId: number, view?: FacetView) =>
  queryOptions({
    queryKey: ['listing-filters', pageType, 'models', makerId, view ?? 'all'] as const,
    queryFn: ({ signal }) => getModels(pageType, makerId, view, signal),
    staleTime: facetStaleTime(view),
  });

/** The model lists of several makers, one call (and cache entry) per maker. */
export function useModelLists(pageType: PageType, makerIds: readonly number[], view: FacetView) {
  return useQueries({ queries: makerIds.map((id) => modelsQuery(pageType, id, view)) });
}

/** Model id → maker id, from the model lists loaded so far (to drop a removed maker's models). */
export function modelOwners(client: QueryClient, pageType: PageType, makerIds: readonly number[], view: FacetView): Map<number, number> {
  const owner = new Map<number, number>();
  for (const makerId of makerIds) {
    for (const model of client.getQueryData(modelsQuery(pageType, makerId, view).queryKey) ?? []) owner.set(model.value, makerId);
  }
  return owner;
}

export function useModelOwners(pageType: PageType, view: FacetView) {
  const client = useQueryClient();
  return useCallback((makerIds: readonly number[]) => modelOwners(client, pageType, makerIds, view), [client, pageType, view]);
}
