import { useTranslation } from 'react-i18next';
import { AUCTION_STATUS } from '@jauc/contract';
import { Badge, type BadgeTone } from './badge';
import { useBiddingClosed } from './bidding-deadline';

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

export interface AuctionStatusBadgeProps {
  status: number | null;
  stock?: boolean;
  /** The lot's bidding deadline: an upcoming lot past it reads "Bidding closed", not "Upcoming". */
  biddingDeadline?: string | null;
  className?: string;
}

/** An auction status as a badge, on listing rows and lot pages alike. */
export function AuctionStatusBadge({ status, stock = false, biddingDeadline, className }: AuctionStatusBadgeProps) {
  const { t } = useTranslation();
  if (status === null) return <span className="text-slate-400">—</span>;
  // A stock car still offered carries the "upcoming" code (it has no session): it reads "On sale".
  if (stock && status === AUCTION_STATUS.upcoming) return <Badge tone="green" className={className}>{t('AuctionStatus.onSale')}</Badge>;
  if (status === AUCTION_STATUS.upcoming && biddingDeadline) return <UpcomingBadge deadline={biddingDeadline} className={className} />;
  return (
    <Badge tone={statusTone(status)} className={className}>
      {t(statusLabelKey(status))}
    </Badge>
  );
}

/** Upcoming until the bidding deadline passes on the server's clock, then "Bidding closed". */
function UpcomingBadge({ deadline, className }: { deadline: string; className?: string }) {
  const { t } = useTranslation();
  const closed = useBiddingClosed(deadline);
  return (
    <Badge tone={closed ? 'orange' : statusTone(AUCTION_STATUS.upcoming)} data-status={closed ? 'bidding-closed' : undefined} className={className}>
      {t(closed ? 'AuctionStatus.biddingClosed' : statusLabelKey(AUCTION_STATUS.upcoming))}
    </Badge>
  );
}
