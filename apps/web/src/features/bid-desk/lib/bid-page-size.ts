import { BID_LIST_PAGE_SIZES } from '@jauc/contract';
import { createPageSize } from '../../../lib/list/page-size';

/** The bid lists' page size: 20, 50 or 70, 20 by default, kept locally (spec 2 §9). */
export const bidPageSize = createPageSize('bidListPageSize', BID_LIST_PAGE_SIZES);
export type BidPageSize = (typeof BID_LIST_PAGE_SIZES)[number];
