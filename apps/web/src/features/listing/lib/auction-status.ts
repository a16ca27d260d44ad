import { AUCTION_STATUS, conditionColor } from '@jauc/contract';
import type { BadgeTone } from '../../../components/ui/badge';

/** Badge colour of each auction status (spec 1 §9 codes); the label is `AuctionStatus.<code>`. */
const STATUS_TONE: Record<number, BadgeTone> = {
  [AUCTION_STATUS.ongoing]: 'blue',
  [AUCTION_STATUS.upcoming]: 'sky',
  [AUCTION_STATUS.sold]: 'green',
  [AUCTION_STATUS.soldNego]: 'teal',
  [AUCTION_STATUS.notSold]: 'amber',
  [AUCTION_STATUS.cancelled]: 'red',
  [AUCTION_STATUS.removed]: 'slate',
  [AUCTION_STATUS.unknown]: 'gray',
};

export const statusTone = (status: number): BadgeTone => STATUS_TONE[status] ?? 'gray';

/** Known codes have their own label; anything else reads as Unknown. */
export const statusLabelKey = (status: number) => `AuctionStatus.${status in STATUS_TONE ? status : AUCTION_STATUS.unknown}`;

/** Condition grades map straight onto badge tones (spec 1 §9 colours). */
export const conditionTone = (grade: string): BadgeTone => conditionColor(grade);
