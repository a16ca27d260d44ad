import type { PageType, SortField } from '@jauc/contract';

/** i18n keys naming each sort field: the table's header titles and the sort select's options. */
export const SORT_LABEL_KEY: Record<SortField, string> = {
  auctionDate: 'Listing.col.date',
  year: 'Listing.col.year',
  condition: 'Listing.col.condition',
  mileage: 'Listing.col.mileage',
  startPrice: 'Listing.col.startPrice',
};

/** The label of a sort field on a page type: stock cars have one fixed price, sorted as "Price". */
export const sortLabelKey = (field: SortField, pageType: PageType) =>
  pageType === 'stock' && field === 'startPrice' ? 'Listing.col.price' : SORT_LABEL_KEY[field];
