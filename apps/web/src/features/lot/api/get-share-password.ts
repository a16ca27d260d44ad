import { useQuery } from '@tanstack/react-query';
import { SHARE_AUCTION_TYPES, sharePasswordResponse, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

export interface SharePasswordInput {
  pageType: PageType;
  carId: number;
  auctionDate?: string;
  imageUrl?: string;
}

/**
 * GET /car-auction/password (shareCar): the lot's 6-digit access code for its page type (car-auction
 * maps to main, stock to one, stats to stats). auctionDate and imageUrl are log data.
 */
export async function getSharePassword({ pageType, carId, auctionDate, imageUrl }: SharePasswordInput, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest(sharePasswordResponse, '/car-auction/password', {
    query: { carId, auctionType: SHARE_AUCTION_TYPES[pageType], auctionDate, imageUrl },
    signal,
  });
  return answer.password;
}

/** Asked for when the share dialog opens; the code never changes, so it is kept for the session. */
export function useSharePassword(input: SharePasswordInput, enabled: boolean) {
  return useQuery({
    queryKey: ['share-password', input.pageType, input.carId] as const,
    queryFn: ({ signal }) => getSharePassword(input, signal),
    enabled,
    staleTime: Infinity,
  });
}
