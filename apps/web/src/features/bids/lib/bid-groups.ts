import type { TFunction } from 'i18next';
import { BID_STATUS } from '@jauc/contract';
import type { BidGroupChoice } from '../api/get-bid-groups';

const SHOWN: Array<[keyof BidGroupChoice['statuses'], number]> = [['new', BID_STATUS.new], ['bid', BID_STATUS.bid], ['win', BID_STATUS.win]];

/**
 * "Group 26 · 2 cars (Bid: 1, Win: 1)": every New, Bid and Win bid of the client in the group,
 * with their statuses, so a bid still waiting for its result (or a car already won there) is seen
 * before another bid joins the group (a Win in it turns the others to Don't bid).
 */
export function groupOptionLabel(t: TFunction, g: Pick<BidGroupChoice, 'label' | 'cars' | 'statuses'>): string {
  const base = t('PlaceBid.groupOption', { label: g.label, count: g.cars });
  const parts = SHOWN.filter(([key]) => g.statuses[key] > 0).map(([key, status]) => t('PlaceBid.groupStatusCount', { status: t(`BidStatus.${status}`), count: g.statuses[key] }));
  return parts.length === 0 ? base : `${base} (${parts.join(', ')})`;
}
