import type { SortField } from '@jauc/contract';

/** i18n keys naming each sort field: the table's header titles and the sort select's options. */
export const SORT_LABEL_KEY: Record<SortField, string> = {
  auctionDate: 'Listing.col.date',
  year: 'Listing.col.year',
  condition: 'Listing.col.condition',
  mileage: 'Listing.col.mileage',
  startPrice: 'Listing.col.startPrice',
};
