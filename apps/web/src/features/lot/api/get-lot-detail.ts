import { useQuery, type QueryClient } from '@tanstack/react-query';
import { lotDetailResponse, type LotDetail, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /{pageType}/lot/{id} (spec 2 §3 "Lot detail response"): everything the lot page shows. */
export async function getLotDetail(pageType: PageType, id: number, signal?: AbortSignal): Promise<LotDetail> {
  const answer = await apiRequest(lotDetailResponse, `/${pageType}/lot/${id}`, { signal });
  return answer.lotDetail;
}

export const lotKeys = {
  all: ['lot'] as const,
  detail: (pageType: PageType, id: number) => [...lotKeys.all, pageType, id] as const,
};

export function useLotDetail(pageType: PageType, id: number) {
  return useQuery({
    queryKey: lotKeys.detail(pageType, id),
    queryFn: ({ signal }) => getLotDetail(pageType, id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** Changes the cached lot in place (a saved note, a used download, a new favorite group). */
export function patchLotDetail(queryClient: QueryClient, pageType: PageType, id: number, patch: (lot: LotDetail) => LotDetail) {
  queryClient.setQueryData<LotDetail>(lotKeys.detail(pageType, id), (lot) => (lot ? patch(lot) : lot));
}
