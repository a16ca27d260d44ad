import type { ReactNode } from 'react';
import { formatYen, type LotDetail, type PageType } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { BiddingDeadline } from '../../../components/ui/bidding-deadline';
import { cn } from '../../../lib/cn';
import type { BidContext } from '../lib/bid-wording';

/** The price the lot is offered at: an auction's start price, a stock car's price. */
export const lotPrice = (pageType: PageType, lot: LotDetail) => (pageType === 'stock' ? lot.bidInfo.soldPrice : lot.bidInfo.startPrice);

/** Title, price and deadline of the place-bid panel and of the phone's bid sheet. */
export function BidPanelHeader({ pageType, lot, titleId, context }: { pageType: PageType; lot: LotDetail; titleId: string; context: BidContext }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('PlaceBid.title', { context })}
      </h2>
      {/* A stock car's price is the form's read-only amount, right below. */}
      {pageType !== 'stock' && (
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-slate-500">{t('PlaceBid.startPrice')}</span>
          <span className="text-xl font-bold tabular-nums text-slate-900">{formatYen(lotPrice(pageType, lot)) || '—'}</span>
        </div>
      )}
      {/* The countdown and the deadline in the viewer's time and Japan's (null for a stock car). */}
      <BiddingDeadline deadline={lot.bidInfo.biddingDeadline} />
    </div>
  );
}

/** The desktop side panel (the lot page keeps it sticky in its side column). */
export function BidPanel({ header, children, className }: { header: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby="place-bid-title" className={cn('flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}>
      {header}
      <div className="border-t border-slate-100" />
      {children}
    </section>
  );
}
