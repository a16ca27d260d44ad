import { AUCTION_STATUS, BID_STATUS } from '@jauc/contract';

export type StatusTone = 'orange' | 'blue' | 'red' | 'gray' | 'purple' | 'green';

/** Bid status colours (spec 2 §4): 1 orange, 2 blue, 3 red, 4 gray, 5 purple, 6 green. */
const BID_TONES: Record<number, StatusTone> = {
  [BID_STATUS.new]: 'orange',
  [BID_STATUS.bid]: 'blue',
  [BID_STATUS.dontBid]: 'red',
  [BID_STATUS.cancel]: 'gray',
  [BID_STATUS.finished]: 'purple',
  [BID_STATUS.win]: 'green',
};
export const bidStatusTone = (status: number | null): StatusTone => (status === null ? 'gray' : (BID_TONES[status] ?? 'gray'));

/** The lot status on the my-bid card (spec 2 §4): sold red, ongoing green, anything else blue. */
export function lotStatusTone(status: number | null): StatusTone {
  if (status === AUCTION_STATUS.sold || status === AUCTION_STATUS.soldNego) return 'red';
  if (status === AUCTION_STATUS.ongoing) return 'green';
  return 'blue';
}
