import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { purchaseListResponse, type PurchaseListResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import type { PurchaseListRequest } from '../lib/purchase-list-url';
import { purchaseKeys } from './purchase-keys';

/** GET /purchased-cars/list: one page of purchased cars with the status options. */
export function getPurchaseList(query: PurchaseListRequest, signal?: AbortSignal): Promise<PurchaseListResponse> {
  return apiRequest(purchaseListResponse, '/purchased-cars/list', { query: { ...query }, signal });
}

/** While another page or filter loads, the previous cars stay on screen. */
export function usePurchaseList(query: PurchaseListRequest) {
  return useQuery({
    queryKey: purchaseKeys.list(query),
    queryFn: ({ signal }) => getPurchaseList(query, signal),
    placeholderData: keepPreviousData,
  });
}
