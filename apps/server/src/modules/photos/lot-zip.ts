import { strToU8, zipSync, type Zippable } from 'fflate';
import { lotPhotoSvg } from '../media/media.service.js';
import type { MediaLot } from '../media/media.repo.js';
import { carPhotoSources } from '../photo-proxy/lot-media-urls.js';
import type { PhotoProxy } from '../photo-proxy/photo-proxy.js';
import { imageExtension } from '../photo-proxy/photo-transform.js';

/** The zip's file name for the browser (spec 2 §9: "The download file name is images.zip"). */
export const ZIP_FILE_NAME = 'images.zip';

/** The name of the n-th photo inside the zip. */
export const zipEntryName = (lotId: number, n: number, extension = 'svg') => `lot-${lotId}-${String(n).padStart(2, '0')}.${extension}`;

/**
 * The lot's photos as one zip, built in memory. Generated SVGs are a few kilobytes each (at most
 * ten per lot): a synchronous build takes about a millisecond. A provider lot's zip holds the
 * provider's own files (its JPEGs, not our resized copies; the sheet is not a photo), through the
 * photo proxy's cache so each is fetched from the provider once, stored without recompressing;
 * a photo the provider cannot give is left out rather than failing the download.
 */
export async function lotPhotosZip(m: MediaLot, proxy: PhotoProxy): Promise<Uint8Array> {
  const files: Zippable = {};
  if (m.lot.photoUrls === null) {
    for (let n = 1; n <= m.lot.imageCount; n++) {
      const svg = lotPhotoSvg(m, n);
      if (svg) files[zipEntryName(m.lot.id, n)] = strToU8(svg);
    }
    return zipSync(files, { level: 6, mtime: m.lot.createdAt });
  }
  const originals = await Promise.all(carPhotoSources(m.lot.photoUrls).map((url) => proxy.original(url)));
  originals.forEach((bytes, i) => {
    if (bytes) files[zipEntryName(m.lot.id, i + 1, imageExtension(bytes))] = [new Uint8Array(bytes), { level: 0 }];
  });
  return zipSync(files, { mtime: m.lot.createdAt });
}
