import { AUCTION_STATUS, formatYen, tokyoParts } from '@jauc/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bidContext } from '../lib/bid-wording';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { StatusBadge, bidStatusTone } from '../../../components/ui/status-badge';
import { lotStatusTone } from '../lib/status-tones';

export interface MyBidView {
  bidId: number | null;
  amount: number | null;
  /** ISO instant. */
  date: string | null;
  bidStatus: number | null;
  cancellationAllowed: boolean;
}

interface MyBidCardProps {
  bid: MyBidView;
  /** The auction's status; undefined for a stock car (no auction). */
  lotStatus?: number | null;
  /** Bidding on the lot has closed: an upcoming lot reads "Bidding closed", as on the rest of the page. */
  biddingClosed?: boolean;
  /** Raise and Cancel are offered (bidding open, the viewer may bid). */
  onRaise?: () => void;
  onCancel?: () => void;
  /** A stock car's order: its own words (lib/bid-wording.ts). */
  stock?: boolean;
  /** The bid's chat button, put in by the lot route (the bid chat is another feature). */
  chat?: ReactNode;
}

/** Spec 2 §4 "My bid and cancellation": the viewer's bid on this lot with its statuses. */
export function MyBidCard({ bid, lotStatus, biddingClosed = false, onRaise, onCancel, stock = false, chat }: MyBidCardProps) {
  const { t } = useTranslation();
  const context = bidContext(stock, false);
  const when = bid.date ? tokyoParts(new Date(bid.date)) : null;
  return (
    <section aria-labelledby="my-bid-title" className="rounded-xl border border-red-200 bg-brand-50/50 p-4 shadow-xs">
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-bid-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('MyBid.title', { context })}
        </h2>
        {bid.bidStatus !== null && <StatusBadge tone={bidStatusTone(bid.bidStatus)}>{t(`BidStatus.${bid.bidStatus}`, { defaultValue: String(bid.bidStatus) })}</StatusBadge>}
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums text-slate-900" aria-label={`${t('MyBid.amount')}: ${formatYen(bid.amount)}`}>
        {formatYen(bid.amount)}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {when && (
          <>
            <dt className="text-slate-600">{t('MyBid.date')}</dt>
            <dd className="text-right text-slate-800 tabular-nums">{t('MyBid.dateValue', { date: when.date, time: when.time })}</dd>
          </>
        )}
        {lotStatus !== undefined && (
          <>
            <dt className="text-slate-600">{t('MyBid.lotStatus')}</dt>
            <dd className="text-right">
              <StatusBadge tone={lotStatusTone(lotStatus)}>
                {lotStatus === null
                  ? '—'
                  : lotStatus === AUCTION_STATUS.upcoming && biddingClosed
                    ? t('AuctionStatus.biddingClosed')
                    : t(`AuctionStatus.${lotStatus}`, { defaultValue: String(lotStatus) })}
              </StatusBadge>
            </dd>
          </>
        )}
      </dl>
      {(onRaise || onCancel) && (
        <div className={cn('mt-4 grid gap-2', onRaise && onCancel && 'grid-cols-2')}>
          {onRaise && (
            <Button variant="secondary" onClick={onRaise}>
              {t('MyBid.raise')}
            </Button>
          )}
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} className="text-red-700 hover:bg-red-50">
              {t('MyBid.cancel', { context })}
            </Button>
          )}
        </div>
      )}
      {chat && <div className={onRaise || onCancel ? 'mt-2' : 'mt-4'}>{chat}</div>}
    </section>
  );
}
