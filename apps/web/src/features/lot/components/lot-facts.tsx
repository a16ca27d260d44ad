import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { conditionColor, formatThousands, type LotDetail, type PageType } from '@jauc/contract';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { carTitle, DASH, japanDateTime } from '../lib/lot-format';
import { AuctionStatusBadge } from '../../../components/ui/auction-status';
import { BiddingDeadline } from '../../../components/ui/bidding-deadline';

type LotCore = Pick<LotDetail, 'lotInfo' | 'carInfo' | 'carSpecification'> & { carCommonDetail: Pick<LotDetail['carCommonDetail'], 'info' | 'isUss'> };

/** The page heading: auction and lot number above maker, model and year (spec 2 §2 "Title"). */
export function LotTitle({ lot, id }: { lot: LotCore; id?: string }) {
  const { t } = useTranslation();
  return (
    <h1 id={id} className="flex min-w-0 flex-col gap-0.5">
      <span className="text-sm font-medium text-slate-500">
        {lot.lotInfo.auctionName} · {t('LotPage.lotNo', { lotNo: lot.lotInfo.lotNumber })}
      </span>
      <span className="text-xl font-semibold text-slate-900 md:text-2xl">{carTitle(lot.carInfo)}</span>
    </h1>
  );
}

/** A term–value list; values wrap, terms stay short. */
function Facts({ items, className }: { items: { key: string; label: string; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[minmax(7rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm', className)}>
      {items.map((item) => (
        <div key={item.key} data-fact={item.key} className="contents">
          <dt className="text-slate-500">{item.label}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900">{item.value === '' || item.value === null ? DASH : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Card({ title, children, className, actions, labelledBy }: { title?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-5', className)}>
      {(title || actions) && (
        <div className="mb-3 flex min-h-8 flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 id={labelledBy} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * Auction, date and time in Japan, the bidding deadline (while the lot is at auction), condition
 * and status; then maker, model, year, chassis, mileage.
 */
export function LotSummary({ lot, pageType, biddingDeadline = null }: { lot: LotCore; pageType: PageType | 'share'; biddingDeadline?: string | null }) {
  const { t } = useTranslation();
  const { lotInfo, carInfo } = lot;
  const when = japanDateTime(lotInfo.auctionDate);
  return (
    <Card title={t('LotPage.lotInfo')} labelledBy="lot-summary-title">
      <Facts
        items={[
          {
            key: 'auction',
            label: t('LotPage.auction'),
            value: (
              <span className="inline-flex flex-wrap items-center gap-1.5">
                {lotInfo.auctionName}
                {lot.carCommonDetail.isUss && (
                  <Badge tone="blue" size="sm" title={t('LotPage.ussTitle')}>
                    {t('LotPage.uss')}
                  </Badge>
                )}
              </span>
            ),
          },
          { key: 'lotNumber', label: t('LotPage.lotNumber'), value: lotInfo.lotNumber },
          {
            key: 'date',
            label: t('LotPage.auctionDate'),
            value: when ? (
              <time dateTime={lotInfo.auctionDate} className="tabular-nums">
                {when.date} {when.time} <span className="font-normal text-slate-500">{t('LotPage.japanTime')}</span>
              </time>
            ) : (
              DASH
            ),
          },
          ...(biddingDeadline ? [{ key: 'deadline', label: t('Deadline.label'), value: <BiddingDeadline deadline={biddingDeadline} size="sm" /> }] : []),
          {
            key: 'condition',
            label: t('LotPage.condition'),
            value: (
              <Badge tone={conditionColor(lotInfo.condition)} className="min-w-8 justify-center">
                {lotInfo.condition || DASH}
              </Badge>
            ),
          },
          {
            key: 'status',
            label: t('LotPage.status'),
            value: lotInfo.status === null ? DASH : <AuctionStatusBadge status={lotInfo.status} stock={pageType === 'stock'} biddingDeadline={biddingDeadline} />,
          },
        ]}
      />
      <hr className="my-4 border-slate-100" />
      <Facts
        items={[
          { key: 'maker', label: t('LotPage.maker'), value: carInfo.maker },
          { key: 'model', label: t('LotPage.model'), value: carInfo.model },
          { key: 'year', label: t('LotPage.year'), value: carInfo.year || '' },
          { key: 'chassis', label: t('LotPage.chassis'), value: <span className="font-mono text-[13px]">{carInfo.chassisId || DASH}</span> },
          { key: 'mileage', label: t('LotPage.mileage'), value: <span className="tabular-nums">{t('LotPage.km', { value: formatThousands(carInfo.mileage) })}</span> },
        ]}
      />
    </Card>
  );
}

/** Grade, colour, engine, transmission, drive, equipment, horsepower and the auction's remarks. */
export function LotSpecs({ lot, className }: { lot: LotCore; className?: string }) {
  const { t } = useTranslation();
  const spec = lot.carSpecification;
  const items = [
    { key: 'grade', label: t('LotPage.grade'), value: spec.grade },
    { key: 'color', label: t('LotPage.color'), value: spec.color },
    { key: 'engine', label: t('LotPage.engine'), value: spec.engineCC ? t('LotPage.cc', { value: formatThousands(spec.engineCC) }) : '' },
    { key: 'transmission', label: t('LotPage.transmission'), value: spec.transmission },
    { key: 'drive', label: t('LotPage.drive'), value: spec.drive },
    { key: 'equipment', label: t('LotPage.equipment'), value: spec.equipment },
    { key: 'horsePower', label: t('LotPage.horsePower'), value: spec.horsePower ? t('LotPage.hp', { value: spec.horsePower }) : '' },
    { key: 'fuel', label: t('LotPage.fuel'), value: spec.fuel ? t(`LotPage.fuels.${spec.fuel}`) : '' },
    { key: 'info', label: t('LotPage.info'), value: lot.carCommonDetail.info },
  ];
  return (
    <Card title={t('LotPage.specification')} labelledBy="lot-specs-title" className={className}>
      <Facts items={items} />
    </Card>
  );
}
