import { z } from 'zod';
import { AUCTION_STATUS_IDS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../codes.js';
import { MSG } from '../errors.js';
import { plainText } from '../primitives.js';
import { dateList, intList, positiveInt, stringList } from '../query-params.js';
import { SORT_FIELDS } from '../rules/sort.js';
import { listingLotSchema } from './lot.js';

// GET /{pageType}/listing (spec 1 §7). Query values arrive as strings: ranges are `from,to`,
// lists are comma-separated. Every parameter is validated; a bad one answers 400 on its field.

/** `from,to` of non-negative integers; `0,0` (or empty) means no filter. Either end may be 0 = open. */
export const rangeParam = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const parts = value.split(',').map((s) => s.trim());
    const nums = parts.map((p) => (p === '' ? 0 : Number(p)));
    if (parts.length !== 2 || nums.some((n) => !Number.isInteger(n) || n < 0 || n > 10_000_000)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidField });
      return z.NEVER;
    }
    const [from = 0, to = 0] = nums;
    if (from === 0 && to === 0) return undefined;
    if (to !== 0 && from > to) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidField });
      return z.NEVER;
    }
    return { from: from || null, to: to || null };
  });
export type Range = { from: number | null; to: number | null };

export const listingQuery = z.object({
  page: positiveInt(1_000_000, 1),
  pageSize: positiveInt(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  sort: z.enum(SORT_FIELDS, { error: MSG.invalidField }).optional(),
  order: z.enum(['ASC', 'DESC'], { error: MSG.invalidField }).optional(),
  mileage: rangeParam.optional(),
  engine: rangeParam.optional(),
  year: rangeParam.optional(),
  chassis: stringList().optional(),
  condition: stringList(8).optional(),
  gearbox: stringList(20).optional(),
  color: stringList(30).optional(),
  status: intList(AUCTION_STATUS_IDS).optional(),
  auction: intList().optional(),
  maker: intList().optional(),
  model: intList().optional(),
  search: plainText(100, MSG.invalidField).optional(),
  date: dateList.optional(),
  /**
   * Opaque keyset cursor from the previous answer's pageInfo.nextCursor (or prevCursor), sent
   * with the adjacent page number: the server then seeks instead of skipping rows. Never in the
   * page URL; a cursor that does not fit the query is ignored.
   */
  cursor: z.string().max(300).regex(/^[A-Za-z0-9_-]+$/, { error: MSG.invalidField }).optional(),
  /**
   * Car-auction only (ignored elsewhere): `open` lists only the upcoming lots whose bidding
   * deadline for the caller is still ahead — the page's default view in the app (issue 18 §2) —
   * unless a day (`date`) or a quick search is chosen, which show every lot; `all` (or absent)
   * lists every coming lot. The maker and model lists (`/maker`, `/model`) and the filter data's
   * totalSearchResults (`/filters`) take it too and then count the same lots as the listing.
   */
  bidding: z.enum(['open', 'all'], { error: MSG.invalidField }).optional(),
  /**
   * `1`: only the lots that may be exported to the viewer's country under Japan's rules in force
   * today (the rows' `exportCheck.allowed`, issue 21 §1). No effect where the country has no rules
   * (the profile's `exportRules` is then false and the app does not offer it).
   */
  exportable: z.enum(['1'], { error: MSG.invalidField }).optional(),
  /** Favorites page: only the lots in this group of the signed-in user. */
  favorite: z.enum(['A', 'B', 'C', 'D', 'E'], { error: MSG.invalidField }).optional(),
});
export type ListingQueryInput = z.input<typeof listingQuery>;
export type ListingQuery = z.output<typeof listingQuery>;

export const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalSearchResults: z.number().int(),
  totalResults: z.number().int().optional(),
  /** Cursor for page + 1 (absent on the last page) and for page - 1 (absent on page 1). */
  nextCursor: z.string().optional(),
  prevCursor: z.string().optional(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const listingResponse = z.object({
  carsList: z.array(listingLotSchema),
  pageInfo: pageInfoSchema,
});
export type ListingResponse = z.infer<typeof listingResponse>;

/** GET /{pageType}/maker and /{pageType}/model?id= */
export const facetOption = z.object({ counter: z.number().int(), value: z.number().int(), label: z.string() });
export const facetListResponse = z.array(facetOption);
export type FacetOption = z.infer<typeof facetOption>;
export const modelQuery = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: MSG.invalidField }).transform(Number),
});

/** GET /{pageType}/filters (spec 1 §3 "Filter data"). */
const option = z.object({ label: z.string(), value: z.union([z.string(), z.number()]) });
const rangeInfo = z.object({ min: z.number(), max: z.number(), step: z.number() });
export const filtersResponse = z.object({
  condition: z.array(option),
  gearbox: z.array(option),
  auction: z.array(option),
  status: z.array(option),
  color: z.array(option),
  chassis: z.array(option),
  mileage: rangeInfo,
  engine: rangeInfo,
  year: rangeInfo,
  totalSearchResults: z.number().int(),
  totalResults: z.number().int(),
});
export type FiltersResponse = z.infer<typeof filtersResponse>;
