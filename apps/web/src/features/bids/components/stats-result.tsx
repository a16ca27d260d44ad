import { formatYen, type BidInfo } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { FigureList } from './figure-list';

/** A past lot (stats page): its result instead of a bid form. */
export function StatsResult({ info }: { info: BidInfo }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stats-result-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <h2 id="stats-result-title" className="mb-3 text-base font-semibold text-slate-900">
        {t('PlaceBid.result')}
      </h2>
      <FigureList
        figures={[
          { label: t('PlaceBid.soldPrice'), value: info.soldPrice === null ? t('PlaceBid.noResult') : formatYen(info.soldPrice), strong: true },
          { label: t('PlaceBid.startPrice'), value: info.startPrice === null ? '—' : formatYen(info.startPrice) },
          { label: t('PlaceBid.averagePrice'), value: info.averagePrice === null ? '—' : formatYen(info.averagePrice) },
        ]}
      />
    </section>
  );
}
