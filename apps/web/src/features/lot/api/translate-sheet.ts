import { useQuery } from '@tanstack/react-query';
import { imageTranslateResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /car-auction/image-translate?carId=&image= (auctionTranslationUse): the URL of the English sheet. */
export function translateSheet(carId: number, image: string, signal?: AbortSignal): Promise<string> {
  return apiRequest(imageTranslateResponse, '/car-auction/image-translate', { query: { carId, image }, signal });
}

/**
 * The translated sheet, asked for the first time Translate is pressed (`wanted`) and then kept:
 * toggling back to the original and again to the translation asks nothing more (spec 2 §4).
 */
export function useTranslatedSheet(carId: number, image: string, wanted: boolean) {
  return useQuery({
    queryKey: ['sheet-translation', carId] as const,
    queryFn: ({ signal }) => translateSheet(carId, image, signal),
    enabled: wanted,
    staleTime: Infinity,
  });
}
