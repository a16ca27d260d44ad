import { tokyoParts, type PageType } from '@jauc/contract';
import { serverNow } from '../../../lib/server-clock';

/**
 * What a lot is, for its link, its price and its wishlist buttons. A listing of one page type
 * holds only lots of that type; the favorites listing mixes them, so each lot decides: stock is
 * stock, an auction lot whose session day is before today in Japan (UTC+9) is a past result,
 * anything else is still at auction. Days are compared, not instants: a lot of this morning's
 * session stays an auction lot until midnight in Tokyo, as the car-auction listing shows it.
 */
export function lotKind(lot: { lotType?: 'auction' | 'stock'; auctionDate: string }, favorites: boolean, pageType: PageType, now = serverNow()): PageType {
  if (!favorites) return pageType;
  if (lot.lotType === 'stock') return 'stock';
  const date = new Date(lot.auctionDate);
  if (!Number.isNaN(date.getTime()) && tokyoParts(date).date < tokyoParts(now).date) return 'stats';
  return 'car-auction';
}
