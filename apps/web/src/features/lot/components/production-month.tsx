import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotDetail, PageType, ProductionMonthInfo } from '@jauc/contract';
import { useProductionMonth } from '../api/production-month';
import { Card } from './lot-facts';

/** "Jun" / "июн.": the short name of month 1–12 in the interface language (spec 2 §9). */
export function shortMonthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** "2015/06 (Jun)", or the year alone when the month is unknown. */
export function productionDate(info: ProductionMonthInfo, language: string): string | null {
  if (!info.year) return null;
  if (!info.month) return String(info.year);
  return `${info.year}/${String(info.month).padStart(2, '0')} (${shortMonthName(info.month, language)})`;
}

const FIELDS = ['modelCode', 'modelName', 'gradeCode', 'engineNo', 'transmission', 'description', 'code', 'colorCode', 'trimCode', 'catalogNo'] as const;

export interface ProductionMonthProps {
  pageType: PageType;
  lot: Pick<LotDetail, 'mopDeail' | 'carInfo' | 'lotInfo'> & { carCommonDetail: Pick<LotDetail['carCommonDetail'], 'id'> };
  className?: string;
}

/**
 * Month of production (spec 2 §4, §7): the part of the auction sheet showing the chassis and model
 * codes, and the month the car was built, looked up by its chassis number. A failed lookup or an
 * unknown chassis reads MonthOfProduction.Empty.
 */
export function ProductionMonth({ pageType, lot, className }: ProductionMonthProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { carInfo, lotInfo, mopDeail } = lot;
  const lookup = useProductionMonth(pageType, {
    maker: carInfo.maker,
    chassis: carInfo.chassisId,
    model: carInfo.model,
    carId: lot.carCommonDetail.id,
    auction: lotInfo.auctionName,
    lotNo: lotInfo.lotNumber,
  });
  const info = lookup.data;
  const date = info ? productionDate(info, i18n.language) : null;
  const fields = info ? FIELDS.filter((f) => info[f]) : [];

  return (
    <Card title={t('MonthOfProduction.title')} labelledBy={titleId} className={className}>
      <div className="flex flex-col gap-3">
        {mopDeail?.auctionSheet && (
          <div
            role="img"
            aria-label={t('MonthOfProduction.sheetPart')}
            className="w-full max-w-xl rounded-md border border-slate-200 bg-slate-50 bg-no-repeat"
            // The size and position are computed for a box of this shape (about 4:1 when not given).
            style={{
              backgroundImage: `url("${mopDeail.auctionSheet}")`,
              backgroundSize: mopDeail.backgroundSize,
              backgroundPosition: mopDeail.backgroundPosition,
              aspectRatio: mopDeail.aspectRatio ?? '4 / 1',
            }}
          />
        )}
        {lookup.isPending && lookup.fetchStatus !== 'idle' ? (
          <div aria-busy className="flex flex-col gap-2">
            <span className="h-7 w-40 animate-pulse rounded bg-slate-200" />
            <span className="h-4 w-56 animate-pulse rounded bg-slate-100" />
          </div>
        ) : !info || (!date && fields.length === 0) ? (
          <p className="text-sm text-slate-500">{t('MonthOfProduction.Empty')}</p>
        ) : (
          <>
            {date && (
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-sm text-slate-500">{t('MonthOfProduction.date')}</span>
                <span className="text-xl font-semibold text-slate-900 tabular-nums">{date}</span>
              </p>
            )}
            {fields.length > 0 && (
              <dl className="grid grid-cols-[minmax(7rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                {fields.map((f) => (
                  <div key={f} className="contents">
                    <dt className="text-slate-500">{t(`MonthOfProduction.fields.${f}`)}</dt>
                    <dd className="min-w-0 font-medium break-words text-slate-900">{info[f]}</dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
