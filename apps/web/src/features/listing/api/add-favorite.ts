import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { addFavoriteResponse, FAVORITE_GROUPS, type AddFavoriteBody, type FavoriteGroup, type ListingLot, type ListingResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { listingKeys } from './get-listing';

/** POST /favorite/add (spec 2 §7): the lot goes to `group`, out of any other group. */
export async function addFavorite(body: AddFavoriteBody) {
  const answer = await apiRequest(addFavoriteResponse, '/favorite/add', { method: 'POST', body });
  // The contract allows `success: false`; it must not look like a change that happened.
  if (!answer.success) throw new ApiError(200, 'internal_error');
  return answer;
}

/** A lot's wish list with `group` active, or none when null. */
export const wishListWith = (group: FavoriteGroup | null): ListingLot['wishList'] => FAVORITE_GROUPS.map((g) => ({ group: g, value: g === group }));

type CachedListing = ListingResponse | InfiniteData<ListingResponse>;

function patchPage(page: ListingResponse, lotId: number, group: FavoriteGroup | null): ListingResponse {
  if (!page.carsList.some((lot) => lot.id === lotId)) return page;
  return { ...page, carsList: page.carsList.map((lot) => (lot.id === lotId ? { ...lot, wishList: wishListWith(group) } : lot)) };
}

/**
 * After a confirmed change: every cached listing row of the lot shows its new group at once, and
 * every listing query is marked stale so the rows and the favorites pages refetch (a lot leaving
 * group A must leave the A page). Both the numbered pages and the growing mobile list are patched.
 */
export function applyFavoriteChange(queryClient: QueryClient, lotId: number, group: FavoriteGroup | null) {
  queryClient.setQueriesData<CachedListing>({ queryKey: listingKeys.all }, (data) => {
    if (!data) return data;
    if ('pages' in data && Array.isArray(data.pages)) return { ...data, pages: data.pages.map((p) => patchPage(p, lotId, group)) };
    if ('carsList' in data && Array.isArray(data.carsList)) return patchPage(data, lotId, group);
    return data;
  });
  void queryClient.invalidateQueries({ queryKey: listingKeys.all });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (_answer, body) => applyFavoriteChange(queryClient, Number(body.carId), body.group),
  });
}
