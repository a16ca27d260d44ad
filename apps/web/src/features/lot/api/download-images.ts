import { useMutation } from '@tanstack/react-query';
import { downloadImagesResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile, PHOTOS_FILE_NAME } from '../../../lib/download-file';

/** GET /car-auction/download-images?id= (downloadPhotos, not USS): the URL of the lot's photos as a zip. */
export function getDownloadImagesUrl(id: number): Promise<string> {
  return apiRequest(downloadImagesResponse, '/car-auction/download-images', { query: { id } });
}

/** Asks for the zip's URL, then has the browser download it as images.zip. */
export function useDownloadImages(id: number) {
  return useMutation({
    mutationFn: () => getDownloadImagesUrl(id),
    onSuccess: (url) => downloadFile(url, PHOTOS_FILE_NAME),
  });
}
