import type { BidRow } from './bid-row';

/**
 * Where a bid's lot link goes (spec 2 §2): the archive opens the sales-statistics lot (the
 * auction is over); elsewhere the lot page of its kind, the auction lot or the stock car.
 */
export function lotHref(bid: Pick<BidRow, 'id' | 'lotType'>, archive: boolean): string {
  if (archive) return `/sales-statistic/${bid.id}`;
  return bid.lotType === 'stock' ? `/oneprice/${bid.id}` : `/car-auction/${bid.id}`;
}
