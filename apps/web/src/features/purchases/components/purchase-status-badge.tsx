import { PURCHASE_STATUS } from '@jauc/contract';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

/** Purchase status colours: on its way blue, shipped purple, delivered green, cancelled red. */
const TONES: Record<number, StatusTone> = {
  [PURCHASE_STATUS.domesticTransport]: 'blue',
  [PURCHASE_STATUS.waitingAssignment]: 'blue',
  [PURCHASE_STATUS.waitingLoading]: 'blue',
  [PURCHASE_STATUS.inTransit]: 'purple',
  [PURCHASE_STATUS.delivered]: 'green',
  [PURCHASE_STATUS.shippingCancelled]: 'red',
  [PURCHASE_STATUS.purchaseCancelled]: 'red',
  [PURCHASE_STATUS.auctionResale]: 'orange',
};

/** A purchase status (null is Processing) with the label the server sent in the reader's language. */
export function PurchaseStatusBadge({ status, label }: { status: number | null; label: string }) {
  return <StatusBadge tone={status === null ? 'gray' : (TONES[status] ?? 'gray')}>{label}</StatusBadge>;
}
