import { strToU8, zipSync } from 'fflate';
import { lotPhotoSvg } from '../media/media.service.js';
import type { MediaLot } from '../media/media.repo.js';

/** The zip's file name for the browser (spec 2 §9: "The download file name is images.zip"). */
export const ZIP_FILE_NAME = 'images.zip';

/** The name of the n-th photo inside the zip. */
export const zipEntryName = (lotId: number, n: number) => `lot-${lotId}-${String(n).padStart(2, '0')}.svg`;

/**
 * The lot's photos as one zip, built in memory: the generated SVGs are a few kilobytes each
 * (at most ten per lot), so a synchronous build takes about a millisecond.
 */
export function lotPhotosZip(m: MediaLot): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (let n = 1; n <= m.lot.imageCount; n++) {
    const svg = lotPhotoSvg(m, n);
    if (svg) files[zipEntryName(m.lot.id, n)] = strToU8(svg);
  }
  return zipSync(files, { level: 6, mtime: m.lot.createdAt });
}
