import { PURCHASE_LIST_PAGE_SIZES } from '@jauc/contract';
import { createPageSize } from '../../../lib/list/page-size';

/** The purchased list's page size (20, 50 or 70), kept on this device. */
export const purchasePageSize = createPageSize('purchasedListPageSize', PURCHASE_LIST_PAGE_SIZES);
