import { useQuery } from '@tanstack/react-query';
import { purchaseDetailResponse, type PurchaseDetailResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { purchaseKeys } from './purchase-keys';

/** GET /purchased-cars/{id}: the car, parties, finances, logistics, photos, documents and note. */
export function getPurchaseDetail(id: number, signal?: AbortSignal): Promise<PurchaseDetailResponse> {
  return apiRequest(purchaseDetailResponse, `/purchased-cars/${id}`, { signal });
}

export function usePurchaseDetail(id: number) {
  return useQuery({ queryKey: purchaseKeys.detail(id), queryFn: ({ signal }) => getPurchaseDetail(id, signal) });
}
