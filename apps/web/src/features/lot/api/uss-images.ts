import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ussImagesResponse, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile, PHOTOS_FILE_NAME } from '../../../lib/download-file';
import { patchLotDetail } from './get-lot-detail';

export interface UssImagesInput {
  id: number;
  lotNo?: number;
  auction?: string;
}

/**
 * GET /car-auction/uss-images?id= (a USS lot): uses one of today's limited downloads and answers
 * the photos with a `downloadUrl` for the zip. None left: 429 `uss_limit_reached`.
 */
export function getUssImages({ id, lotNo, auction }: UssImagesInput) {
  return apiRequest(ussImagesResponse, '/car-auction/uss-images', { query: { id, lotNo, auction } });
}

/**
 * Starts the limited download: on success the zip downloads and the lot's remaining count takes
 * the server's new figure (spec 2 §4 "Photo download").
 */
export function useUssImages(pageType: PageType, input: UssImagesInput) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getUssImages(input),
    onSuccess: (answer) => {
      patchLotDetail(queryClient, pageType, input.id, (lot) => ({ ...lot, ussCounter: { ussLimit: answer.auctionLotDetail.carCommonDetail.ussLimit } }));
      downloadFile(answer.downloadUrl, PHOTOS_FILE_NAME);
    },
  });
}
