import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@jauc/contract';
import { createLocalValue } from './local-value';

export const PAGE_SIZE_KEY = 'listingPageSize';
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

const isPageSize = (n: number): n is PageSize => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n);

/** The listing page size, persisted locally (spec 1 §9); anything unknown falls back to 20. */
export const listingPageSize = createLocalValue<PageSize>(
  PAGE_SIZE_KEY,
  (raw) => {
    const n = Number(raw);
    return isPageSize(n) ? n : DEFAULT_PAGE_SIZE;
  },
  String,
);

export const toPageSize = (value: string | number): PageSize => {
  const n = Number(value);
  return isPageSize(n) ? n : DEFAULT_PAGE_SIZE;
};
