import type { PageType } from '@jauc/contract';

/** The cache of the saved searches (issue 21 §4): read by the saved-searches page, marked stale by the listing's Save search. */
export const savedSearchKeys = { all: ['saved-searches'] as const };

/** The app path of each listing, where a saved search opens with its query. */
export const LISTING_PATHS: Record<PageType, string> = { 'car-auction': '/car-auction', stock: '/oneprice', stats: '/sales-statistic' };

export const SAVED_SEARCHES_PATH = '/saved-searches';
