import { expect, type Page } from '@playwright/test';
import type { ListingPageType } from '../fixtures';

// Shared by the lot page specs (lot-*.spec.ts): finding demo lots through the API the pages use,
// and reading the downloaded zips.

export interface ListedLot {
  id: number;
  lotNo: number;
  isUss: boolean;
  maker: string;
  model: string;
  year: number;
}

/**
 * Lots of a listing matching `pick`, newest auctions first (their bidding is still open), read
 * with the signed-in page's session. Walks the pages until `count` lots are found.
 */
export async function findLots(page: Page, pageType: ListingPageType, pick: (lot: ListedLot) => boolean, count = 1): Promise<ListedLot[]> {
  const found: ListedLot[] = [];
  for (let p = 1; p <= 20 && found.length < count; p++) {
    const res = await page.request.get(`/api/v1/${pageType}/listing?pageSize=100&page=${p}&sort=auctionDate&order=DESC`);
    expect(res.status(), await res.text()).toBe(200);
    const { carsList } = (await res.json()) as { carsList: ListedLot[] };
    if (!carsList.length) break;
    found.push(...carsList.filter(pick));
  }
  if (found.length < count) throw new Error(`fewer than ${count} matching ${pageType} lots`);
  return found.slice(0, count);
}

/** The lot page's data as GET /{pageType}/lot/{id} answers it. */
export async function lotDetail(page: Page, pageType: ListingPageType, id: number) {
  const res = await page.request.get(`/api/v1/${pageType}/lot/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { lotDetail: { lotImages: { images: string[] }; ussCounter?: { ussLimit: number }; carCommonDetail: { comment: string } } }).lotDetail;
}

/** The file names of a zip archive, read from its local file headers. */
export function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50) {
    const compressedSize = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 30, at + 30 + nameLength).toString('utf8'));
    at += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

/** The lot page's title: "<auction> · Lot <n>" over "<maker> <model> <year>". */
export const lotHeading = (page: Page) => page.getByRole('heading', { level: 1 });
