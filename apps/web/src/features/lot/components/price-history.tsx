import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen, PRICE_HISTORY_MAX_POINTS, PRICE_HISTORY_MONTHS, DEFAULT_PRICE_HISTORY_MONTHS, type PageType, type PriceHistory } from '@jauc/contract';
import { AuctionStatusBadge } from '../../../components/ui/auction-status';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePriceHistory } from '../api/price-history';
import { Card } from './lot-facts';

// The chart's code loads only when a lot page shows it, keeping it out of the initial bundle.
const PriceHistoryChart = lazy(() => import('./price-history-chart'));

const chartBox = 'h-[11.5rem] w-full animate-pulse rounded bg-slate-100 md:h-[13.5rem]';

/** The one-line summary ("median ¥412,000 of 37 sold"), or null without sales. */
export function priceSummaryText(t: (key: string, options?: Record<string, unknown>) => string, history: Pick<PriceHistory, 'comparable'>): string | null {
  const { count, p50 } = history.comparable;
  return count > 0 && p50 !== null ? t('PriceHistory.summary', { count, median: formatYen(p50) }) : null;
}

export interface PriceHistoryCardProps {
  pageType: PageType;
  carId: number;
  className?: string;
}

/**
 * Price history on a lot page (issue 21 §3): what comparable cars sold for over the chosen
 * period (median, middle half, a chart with a table of the same sales) and this chassis
 * number's earlier auctions with their outcome.
 */
export function PriceHistoryCard({ pageType, carId, className }: PriceHistoryCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [months, setMonths] = useState<number>(DEFAULT_PRICE_HISTORY_MONTHS);
  const [anyBand, setAnyBand] = useState(false);
  const query = usePriceHistory(pageType, { carId, months, anyBand });
  const history = query.data;

  return (
    <Card title={t('PriceHistory.title')} labelledBy={titleId} className={className}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div role="group" aria-label={t('PriceHistory.period')} className="inline-flex rounded-md border border-slate-300 p-0.5">
            {PRICE_HISTORY_MONTHS.map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={months === m}
                onClick={() => setMonths(m)}
                className={cn('min-h-9 rounded px-3 text-sm', months === m ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {t('PriceHistory.months', { count: m })}
              </button>
            ))}
          </div>
          <label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4" checked={anyBand} onChange={(e) => setAnyBand(e.target.checked)} />
            {t('PriceHistory.anyBand')}
          </label>
        </div>

        {query.isPending ? (
          <div aria-busy className={chartBox}>
            <span className="sr-only">{t('PriceHistory.loading')}</span>
          </div>
        ) : query.isError || !history ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-red-700">
            <p role="alert">{t('PriceHistory.error')}</p>
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('PriceHistory.retry')}
            </Button>
          </div>
        ) : (
          <HistoryBody history={history} stale={query.isPlaceholderData} />
        )}
      </div>
    </Card>
  );
}

function HistoryBody({ history, stale }: { history: PriceHistory; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const { criteria, comparable, points } = history;
  const number = new Intl.NumberFormat(i18n.language);
  const summary = priceSummaryText(t, history);
  const label =
    comparable.p50 === null
      ? t('PriceHistory.none')
      : t('PriceHistory.chartLabel', {
          count: comparable.count,
          from: comparable.from,
          to: comparable.to,
          median: formatYen(comparable.p50),
          p25: formatYen(comparable.p25),
          p75: formatYen(comparable.p75),
        });

  return (
    <div className={cn('flex flex-col gap-4', stale && 'opacity-60')} aria-busy={stale || undefined}>
      <p className="text-sm text-slate-600">
        {t('PriceHistory.criteria', {
          model: criteria.model,
          chassisCode: criteria.chassisCode,
          yearFrom: criteria.yearFrom,
          yearTo: criteria.yearTo,
          band: t(`PriceHistory.band.${criteria.band}`),
          from: comparable.from,
          to: comparable.to,
        })}
      </p>
      {summary === null ? (
        <p className="text-sm text-slate-500">{t('PriceHistory.none')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <p className="text-xl font-semibold text-slate-900 tabular-nums" data-testid="price-history-summary">
              {summary}
            </p>
            <p className="text-sm text-slate-600 tabular-nums">{t('PriceHistory.middleHalf', { p25: formatYen(comparable.p25), p75: formatYen(comparable.p75) })}</p>
          </div>
          <Suspense fallback={<div aria-hidden className={chartBox} />}>
            <PriceHistoryChart history={history} label={label} />
          </Suspense>
          {comparable.count > points.length && <p className="text-xs text-slate-500">{t('PriceHistory.latest', { count: Math.min(points.length, PRICE_HISTORY_MAX_POINTS) })}</p>}
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-700">{t('PriceHistory.table')}</summary>
            <div className="mt-2 max-h-72 overflow-auto">
              <table className="w-full text-left tabular-nums">
                <thead className="text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">{t('PriceHistory.date')}</th>
                    <th scope="col" className="py-1 pr-3 font-medium">{t('PriceHistory.price')}</th>
                    <th scope="col" className="py-1 pr-3 font-medium">{t('PriceHistory.grade')}</th>
                    <th scope="col" className="py-1 font-medium">{t('PriceHistory.mileage')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...points].reverse().map((p) => (
                    <tr key={p.lotId} className="border-t border-slate-100">
                      <td className="py-1 pr-3">{p.date}</td>
                      <td className="py-1 pr-3">{formatYen(p.price)}</td>
                      <td className="py-1 pr-3">{p.condition}</td>
                      <td className="py-1">{t('PriceHistory.km', { value: number.format(p.mileage) })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
      <EarlierRuns history={history} />
    </div>
  );
}

function EarlierRuns({ history }: { history: PriceHistory }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('PriceHistory.earlierRuns')}
      </h3>
      {history.earlierRuns.length === 0 ? (
        <p className="text-sm text-slate-500">{t('PriceHistory.noEarlierRuns')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {history.earlierRuns.map((r) => (
            <li key={r.lotId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 tabular-nums">
              <span>{r.date}</span>
              <span className="text-slate-600">
                {r.auctionName} · {t('PriceHistory.lot', { lotNo: r.lotNo })}
              </span>
              <AuctionStatusBadge status={r.status} />
              {r.soldPrice !== null ? (
                <span className="font-medium">{formatYen(r.soldPrice)}</span>
              ) : (
                r.startPrice !== null && <span className="text-slate-600">{t('PriceHistory.startPrice', { price: formatYen(r.startPrice) })}</span>
              )}
              <span className="text-slate-500">
                {r.condition} · {t('PriceHistory.km', { value: number.format(r.mileage) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
