import { useCallback, useState } from 'react';
import { downloadImagesResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { downloadFile, PHOTOS_FILE_NAME } from '../../../lib/download-file';

/** GET /purchased-cars/download-images?id=: the URL of the car's photos as one zip. */
export const getPurchaseImagesUrl = (id: number) => apiRequest(downloadImagesResponse, '/purchased-cars/download-images', { query: { id } });

/** Reads a response body to the end, telling how much has arrived (0–1, or null without a length). */
async function readWithProgress(res: Response, onProgress: (share: number | null) => void): Promise<Blob> {
  const total = Number(res.headers.get('content-length')) || 0;
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total ? Math.min(received / total, 1) : null);
  }
  return new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? 'application/zip' });
}

export type ZipState = { status: 'idle' } | { status: 'loading'; share: number | null } | { status: 'error'; error: unknown };

/**
 * The photo zip of a purchased car, saved as images.zip. The archive is fetched here rather than
 * by the browser's own download, so the page can show how far it has come.
 */
export function usePurchaseImagesZip(id: number) {
  const [state, setState] = useState<ZipState>({ status: 'idle' });
  const start = useCallback(async () => {
    setState({ status: 'loading', share: 0 });
    try {
      const url = await getPurchaseImagesUrl(id);
      const res = await fetch(url, { credentials: 'include' });
      if (!res.ok) throw new ApiError(res.status, res.status >= 500 ? 'internal_error' : 'not_found');
      const blob = await readWithProgress(res, (share) => setState({ status: 'loading', share }));
      const objectUrl = URL.createObjectURL(blob);
      downloadFile(objectUrl, PHOTOS_FILE_NAME);
      // The click has handed the blob to the browser's download; the URL is no longer needed.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, [id]);
  return { state, start };
}
