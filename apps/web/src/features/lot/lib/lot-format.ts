import { AUCTION_STATUS, tokyoParts } from '@jauc/contract';
import type { BadgeTone } from '../../../components/ui/badge';

/** Shown for a missing value. */
export const DASH = '—';

/** `YYYY-MM-DD` and `HH:MM` in Japan time, whatever the viewer's zone (spec 1 §1). */
export function japanDateTime(iso: string): { date: string; time: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const { date, time } = tokyoParts(d);
  return { date, time };
}

/** Badge colour of each auction status; the label is the shared `AuctionStatus.<code>`. */
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

export function statusBadge(status: number, stock: boolean): { tone: BadgeTone; key: string } {
  // A stock car still offered carries the "upcoming" code (it has no session): it reads "On sale".
  if (stock && status === AUCTION_STATUS.upcoming) return { tone: 'green', key: 'AuctionStatus.onSale' };
  const known = status in STATUS_TONE;
  return { tone: STATUS_TONE[status] ?? 'gray', key: `AuctionStatus.${known ? status : AUCTION_STATUS.unknown}` };
}

/** "Toyota Prius 2015": what the lot is, for titles and image descriptions. */
export const carTitle = (car: { maker: string; model: string; year: number }) => [car.maker, car.model, car.year || ''].filter(Boolean).join(' ');
