import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands, type ListingLot } from '@jauc/contract';
import { cn } from '../../../lib/cn';
import { DASH } from '../lib/format-lot';
import { AuctionTime, ConditionBadge, LotDeadline, LotLink, LotPhoto, LotPrices, LotWishlist, MyBidLine, StatusBadge, UssMarker, type LotRowProps } from './lot-parts';

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-[11px] font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}

function ColumnCard({ lot, href, visited, onOpen, kind, wishlist, priority }: LotRowProps) {
  const { t } = useTranslation();
  return (
    <li
      data-lot-id={lot.id}
      data-visited={visited || undefined}
      className={cn('flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:gap-4 lg:p-4', visited ? 'bg-slate-50/70' : 'bg-white hover:border-slate-300 hover:shadow-sm')}
    >
      <LotPhoto lot={lot} href={href} onOpen={onOpen} priority={priority} sizes="(min-width: 1280px) 256px, (min-width: 640px) 224px, 100vw" className={cn('w-full sm:w-56 xl:w-64', visited && 'opacity-80')} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 text-sm xl:flex-row xl:gap-6">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <LotLink lot={lot} href={href} visited={visited} onOpen={onOpen} />
            <StatusBadge lot={lot} />
            {lot.isUss && <UssMarker />}
          </div>
          <p className={cn('mt-0.5 text-base font-semibold', visited ? 'text-slate-600' : 'text-slate-900')}>
            {lot.maker} {lot.model} <span className="font-normal text-slate-500">{lot.grade}</span>
          </p>
          <LotDeadline lot={lot} className="mt-1" />
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-3 2xl:grid-cols-4">
            <Fact label={t('Listing.col.date')}>
              <AuctionTime iso={lot.auctionDate} />
            </Fact>
            <Fact label={t('Listing.col.auction')}>{lot.auctionName || DASH}</Fact>
            <Fact label={t('Listing.col.year')}>
              <span className="tabular-nums">{lot.year}</span>
            </Fact>
            <Fact label={t('Listing.col.chassis')}>
              <span className="break-all font-mono text-xs">{lot.chassis || DASH}</span>
            </Fact>
            <Fact label={t('Listing.col.engine')}>
              <span className="whitespace-nowrap tabular-nums">{t('Listing.engineCc', { value: formatThousands(lot.engine) })}</span>
            </Fact>
            <Fact label={t('Listing.col.mileage')}>
              <span className="whitespace-nowrap tabular-nums">{t('Listing.km', { value: formatThousands(lot.mileage) })}</span>
            </Fact>
            <Fact label={t('Listing.col.condition')}>
              <ConditionBadge grade={lot.condition} />
            </Fact>
            <Fact label={t('Listing.col.color')}>{lot.color || DASH}</Fact>
            <Fact label={t('Listing.col.gearbox')}>{lot.gearbox || DASH}</Fact>
            <Fact label={t('Listing.col.drive')}>{lot.priv || DASH}</Fact>
            <Fact label={t('Listing.col.equipment')} className="col-span-2">
              {lot.equip || DASH}
            </Fact>
          </dl>
        </div>
        <div className="flex shrink-0 flex-col gap-2 border-t border-slate-100 pt-3 xl:w-56 xl:border-t-0 xl:border-l xl:pt-0 xl:pl-6">
          <LotPrices lot={lot} kind={kind} align="start" />
          <MyBidLine lot={lot} />
          <LotWishlist lot={lot} show={wishlist} size="md" className="mt-auto" />
        </div>
      </div>
    </li>
  );
}

/** The column view: one lot per row as a wide card with every fact of the lot. */
export function ListingColumns({ lots, rowProps, labelledBy }: { lots: ListingLot[]; rowProps: (lot: ListingLot) => LotRowProps; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} data-view="column" className="flex flex-col gap-3">
      {lots.map((lot) => (
        <ColumnCard key={lot.id} {...rowProps(lot)} />
      ))}
    </ul>
  );
}
