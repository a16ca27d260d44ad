import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidSortField } from '@jauc/contract';
import { FilterChips } from '../../../../components/list/filter-chips';
import type { ListSort } from '../../../../components/list/sort-button';
import { Button } from '../../../../components/ui/button';
import { LOT_CHIP, parseChipId, useFilterOptions } from '../../hooks/use-filter-options';
import type { BidListData } from '../../hooks/use-bid-list-data';
import { BidFilterBar } from './bid-filter-bar';
import { BidFilterSheet } from './bid-filter-sheet';
import { BidLotSearch } from './bid-lot-search';
import { BidSortSheet, SORT_LABEL } from './bid-sort-sheet';

const SlidersIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="size-4">
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </svg>
);

export interface BidListFiltersProps {
  data: BidListData;
  /** Phones and narrow windows: sheets instead of the bar. */
  mobile: boolean;
  /** The filter bar is shown (spec 2 §2: not for dealers outside their own list's other tabs). */
  withFilters: boolean;
  /** The sort sheet button (where there are no sortable headers). */
  withSort: boolean;
  onOpenArchived?: (lotNo: string) => void;
}

/** The search and filter block of a bid list: the lot search, the filters (bar or sheet), the sort sheet and the chips. */
export function BidListFilters({ data, mobile, withFilters, withSort, onOpenArchived }: BidListFiltersProps) {
  const { t } = useTranslation();
  const { params, filterSet, dealerClients, filtersLoading } = data;
  const { state } = params;
  const { filters, chips } = useFilterOptions(withFilters ? filterSet : undefined, state.filters, state.lotNo, dealerClients);
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  const bidStatus = typeof state.tab === 'number' ? state.tab : undefined;
  const appliedCount = chips.filter((c) => c.id !== LOT_CHIP).length;

  const search = <BidLotSearch value={state.lotNo} onSearch={params.setLotNo} onOpenArchived={onOpenArchived} bidStatus={bidStatus} className={mobile ? 'w-full' : 'w-52'} />;
  const chipList = (
    <FilterChips
      chips={chips}
      onRemove={(id) => {
        if (id === LOT_CHIP) return params.setLotNo('');
        const chip = parseChipId(id);
        if (chip) params.removeFilterValue(chip.key, chip.value);
      }}
      onClearAll={params.clearAll}
    />
  );

  if (!mobile) {
    return (
      <section aria-label={t('BidList.filtersRegion')} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
        <div className="flex flex-wrap items-center gap-2">
          {search}
          <BidFilterBar filters={filters} applied={state.filters} onChange={params.setFilter} loading={filtersLoading} />
        </div>
        {chipList}
      </section>
    );
  }

  const sort: ListSort<BidSortField> = state.sort;
  return (
    <section aria-label={t('BidList.filtersRegion')} className="flex flex-col gap-2">
      {search}
      <div className="flex items-center gap-2">
        {/* Shown while the filters load too (the sheet says so), so the row does not reflow when they come. */}
        {(filters.length > 0 || (withFilters && filtersLoading)) && (
          <Button variant="secondary" className="flex-1" aria-haspopup="dialog" onClick={() => setSheet('filters')}>
            <SlidersIcon />
            {t('Filters.title')}
            {appliedCount > 0 && (
              <>
                <span aria-hidden className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
                  {appliedCount}
                </span>
                <span className="sr-only">, {t('Filters.activeCount', { count: appliedCount })}</span>
              </>
            )}
          </Button>
        )}
        {withSort && (
          <Button variant="secondary" className="flex-1" aria-haspopup="dialog" onClick={() => setSheet('sort')}>
            {t('Listing.sort.label')}
            {sort && <span className="max-w-32 truncate font-normal text-slate-500">· {t(`Listing.sort.${sort.order}`, { field: t(SORT_LABEL[sort.sort]) })}</span>}
          </Button>
        )}
      </div>
      {chipList}
      <BidFilterSheet open={sheet === 'filters'} onOpenChange={(open) => setSheet(open ? 'filters' : null)} filters={filters} applied={state.filters} onApply={params.setFilters} loading={filtersLoading} />
      <BidSortSheet open={sheet === 'sort'} onOpenChange={(open) => setSheet(open ? 'sort' : null)} sort={sort} onSort={params.setSort} />
    </section>
  );
}
