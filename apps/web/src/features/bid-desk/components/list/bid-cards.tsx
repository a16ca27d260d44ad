import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@jauc/contract';
import { AuctionStatusBadge } from '../../../../components/ui/auction-status';
import { cn } from '../../../../lib/cn';
import { AuctionTime, AwaitingMarker, BidAmount, ConditionBadge, DASH, LotNoLink, yenOrDash } from './bid-parts';
import type { BidRowView } from './bid-row-view';
import { PhotoSlider } from './photo-slider';

/** The three card layouts of spec 2 §2, chosen by the list's width. */
export type CardLayout = 'compact' | 'split' | 'wide';
export const cardLayout = (width: number | null): CardLayout => (width === null || width < 520 ? 'compact' : width < 900 ? 'split' : 'wide');

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-[11px] font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}

function BidCard({ view, layout, first }: { view: BidRowView; layout: CardLayout; first: boolean }) {
  const { t } = useTranslation();
  const { bid, href, cells, cellProps, showExportType } = view;
  const { StatusCell, SoldPriceCell, UserCell, ChatCell, RowActions } = cells;
  return (
    <li
      data-bid-id={bid.bidId}
      className={cn(
        'flex gap-3 rounded-lg border bg-white p-3 text-sm',
        layout === 'compact' ? 'flex-col' : 'flex-row',
        bid.awaitingResult ? 'border-amber-300 bg-amber-50/40' : 'border-slate-200',
      )}
    >
      <PhotoSlider bid={bid} href={href} priority={first} className={cn('self-start', layout === 'compact' ? 'w-full' : layout === 'split' ? 'w-44 shrink-0' : 'w-56 shrink-0')} />
      <div className={cn('flex min-w-0 flex-1 gap-3', layout === 'wide' ? 'flex-row' : 'flex-col')}>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <LotNoLink bid={bid} href={href} />
            <StatusCell {...cellProps} />
            <AwaitingMarker bid={bid} />
          </div>
          <p className="mt-1 text-base font-semibold text-slate-900">
            {bid.maker} {bid.model} <span className="text-sm font-normal text-slate-500">{bid.grade}</span>
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            <AuctionTime iso={bid.auctionDate} />
            <span>{bid.auctionName}</span>
            <AuctionStatusBadge status={bid.status} stock={bid.lotType === 'stock'} />
          </p>
          <dl className={cn('mt-2 grid gap-x-4 gap-y-2', layout === 'wide' ? 'grid-cols-4' : layout === 'split' ? 'grid-cols-3' : 'grid-cols-2')}>
            <Fact label={t('BidList.col.year')}>
              <span className="tabular-nums">{bid.year}</span>
            </Fact>
            <Fact label={t('BidList.col.chassis')}>
              <span className="font-mono text-xs break-all">{bid.chassis || DASH}</span>
            </Fact>
            <Fact label={t('BidList.col.condition')}>
              <ConditionBadge grade={bid.condition} />
            </Fact>
            <Fact label={t('Listing.col.mileage')}>
              <span className="whitespace-nowrap tabular-nums">{t('Listing.km', { value: formatThousands(bid.mileage) })}</span>
            </Fact>
            <Fact label={t('Listing.col.engine')}>
              <span className="whitespace-nowrap tabular-nums">{t('Listing.engineCc', { value: formatThousands(bid.engine) })}</span>
            </Fact>
            <Fact label={t('Listing.col.gearbox')}>{bid.gearbox || DASH}</Fact>
            <Fact label={t('Listing.col.color')}>{bid.color || DASH}</Fact>
            <Fact label={t('Listing.col.equipment')} className={layout === 'compact' ? 'col-span-2' : undefined}>
              {bid.equip || DASH}
            </Fact>
          </dl>
        </div>
        <div className={cn('flex shrink-0 flex-col gap-2 border-slate-100', layout === 'wide' ? 'w-56 border-l pl-4' : 'border-t pt-3')}>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5">
            <Fact label={t('BidList.col.startPrice')}>
              <span className="tabular-nums">{yenOrDash(bid.startPrice)}</span>
            </Fact>
            <Fact label={t('BidList.col.soldPrice')}>
              <SoldPriceCell {...cellProps} />
            </Fact>
            <Fact label={t('BidList.col.bidAmount')}>
              <div className="[&>div]:text-left">
                <BidAmount bid={bid} showExportType={showExportType} />
              </div>
            </Fact>
            <Fact label={t('BidList.col.group')}>
              <span className="tabular-nums">{bid.bidGroup ?? DASH}</span>
            </Fact>
          </dl>
          <div className="text-xs">
            <UserCell {...cellProps} />
          </div>
          <dl>
            <Fact label={t('BidList.col.chat')}>
              <ChatCell {...cellProps} />
            </Fact>
          </dl>
          <RowActions {...cellProps} />
        </div>
      </div>
    </li>
  );
}

/** The mobile and narrow-window view of a bid list: one card per bid in the layout that fits. */
export function BidCards({ rows, layout, labelledBy }: { rows: BidRowView[]; layout: CardLayout; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} data-layout={layout} className="flex flex-col gap-3">
      {rows.map((view, i) => (
        <BidCard key={view.bid.bidId} view={view} layout={layout} first={i === 0} />
      ))}
    </ul>
  );
}
