import { createLocalValue } from '../../../lib/list/local-value';

/** Spec 1 §2 view modes: default (table / compact rows), card (a grid) and column (one wide card per row). */
export const LISTING_VIEWS = ['default', 'card', 'column'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

export const LISTING_VIEW_KEY = 'listingView';

const isView = (raw: string | null): raw is ListingView => (LISTING_VIEWS as readonly (string | null)[]).includes(raw);

/** The chosen view mode, persisted locally (spec 1 §9); anything unknown reads as the default. */
export const listingView = createLocalValue<ListingView>(LISTING_VIEW_KEY, (raw) => (isView(raw) ? raw : 'default'), String);
