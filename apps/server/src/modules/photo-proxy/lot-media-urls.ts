import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The URLs that name a lot's photos and auction sheet, for every answer that lists them
// (listings, lot page, bid lists, purchases, share page, USS download): a demo lot's generated
// SVGs (decision 002), a provider lot's photos through the photo proxy (decision 020).

/** The widths the proxy makes (`?w=`): any other is a 404, so the cache holds a bounded set. */
export const PHOTO_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
/** Listing rows, bid lists and gallery thumbnails: 160 CSS px wide, sharp on 2× screens. */
export const THUMB_WIDTH = 320;
/** The lot page's main photo. */
export const LARGE_WIDTH = 1280;
/** Auction sheets are read for their small print. */
export const SHEET_WIDTH = 1920;
/**
 * The position (1-based) of the auction sheet among the provider's images. Decision 012: the
 * provider's own sample client says the sheet comes first; unconfirmed without a real account,
 * so it is this one constant.
 */
export const SHEET_POSITION = 1;

/**
 * A short name of a lot's photo list: it goes into the photo URLs, so a URL names its content
 * (and may be cached as immutable) and a lot whose photos the provider changes gets new URLs.
 * photoKeySql is the same value computed by the database, for answers that read many lots.
 */
export function photoKey(urls: readonly string[]): string {
  return createHash('sha256').update(urls.join('#'), 'utf8').digest('hex').slice(0, 12);
}

/** photoKey in SQL: null for a lot without provider photos (photo_urls null). */
export const photoKeySql = (column: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`left(encode(sha256(convert_to(array_to_string(${column}, '#'), 'UTF8')), 'hex'), 12)`;

/** What naming a lot's media needs: the photo key is null for generated media. */
export interface LotMediaRef {
  id: number;
  /** The number of photos: generated ones, or the provider's images (sheet included). */
  imageCount: number;
  photoKey: string | null;
}

/** The reference of a lot row that carries its photo URLs. */
export function mediaRefOf(lot: { id: number; imageCount: number; photoUrls: string[] | null }): LotMediaRef {
  return lot.photoUrls === null
    ? { id: lot.id, imageCount: lot.imageCount, photoKey: null }
    : { id: lot.id, imageCount: lot.photoUrls.length, photoKey: photoKey(lot.photoUrls) };
}

/** The proxy URL of the provider's image at `position` (1-based) in the lot's photo list. */
export const proxyPhotoUrl = (lotId: number, key: string, position: number, width: number) => `/media/lots/${lotId}/p/${key}/${position}?w=${width}`;

/** The car photos of a lot (the sheet is not one of them) at the given width. */
export function lotImageUrls(ref: LotMediaRef, width = THUMB_WIDTH): string[] {
  const { id, imageCount, photoKey: key } = ref;
  if (key === null) return Array.from({ length: imageCount }, (_, i) => `/media/lots/${id}/${i + 1}.svg`);
  const urls: string[] = [];
  for (let position = 1; position <= imageCount; position++) if (position !== SHEET_POSITION) urls.push(proxyPhotoUrl(id, key, position, width));
  return urls;
}

/**
 * The auction sheet: the generated Japanese original or its English translation, or the
 * provider's sheet image (which has no translation: both languages name it); '' when a provider
 * lot has no images at all.
 */
export function lotSheetUrl(ref: LotMediaRef, language: 'ja' | 'en'): string {
  if (ref.photoKey === null) return `/media/lots/${ref.id}/sheet-${language}.svg`;
  return ref.imageCount >= SHEET_POSITION ? proxyPhotoUrl(ref.id, ref.photoKey, SHEET_POSITION, SHEET_WIDTH) : '';
}

/** The provider's URLs of the car photos, in order, for the photo zip. */
export const carPhotoSources = (photoUrls: readonly string[]) => photoUrls.filter((_, i) => i + 1 !== SHEET_POSITION);
