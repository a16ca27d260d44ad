import { PAGE_SIZE_OPTIONS } from '@jauc/contract';
import { createPageSize } from '../../../lib/list/page-size';

export const PAGE_SIZE_KEY = 'listingPageSize';
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** The listing page size, persisted locally (spec 1 §9); anything unknown falls back to 20. */
export const listingPageSize = createPageSize(PAGE_SIZE_KEY, PAGE_SIZE_OPTIONS);

export const toPageSize = listingPageSize.toSize;
