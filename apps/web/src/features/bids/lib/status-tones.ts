import { AUCTION_STATUS } from '@jauc/contract';
import type { StatusTone } from '../../../components/ui/status-badge';

/** The lot status on the my-bid card (spec 2 §4): sold red, ongoing green, anything else blue. */
export function lotStatusTone(status: number | null): StatusTone {
  if (status === AUCTION_STATUS.sold || status === AUCTION_STATUS.soldNego) return 'red';
  if (status === AUCTION_STATUS.ongoing) return 'green';
  return 'blue';
}
