import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SearchIcon } from '../../../../components/ui/icons';
import { activeFilterCount } from '../../lib/filter-chips';
import { AppliedChips } from './applied-chips';
import { FilterSheet } from './filter-sheet';
import { SaveSearchButton } from './save-search-button';
import { SearchSheet } from './search-sheet';
import type { FilterController } from './use-filter-draft';

const SlidersIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="size-4">
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </svg>
);

/** Small screens: a Filters button (with the active count) and a search button, each opening a sheet, then the applied chips. */
export function MobileFilters({ ctrl }: { ctrl: FilterController }) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<'filters' | 'search' | null>(null);
  const count = activeFilterCount(ctrl.state);
  const search = ctrl.state.search;

  return (
    <section aria-label={t('Filters.region')} className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <Button variant="secondary" className="flex-1" aria-haspopup="dialog" onClick={() => setSheet('filters')}>
          <SlidersIcon />
          {t('Filters.title')}
          {count > 0 && (
            <>
              <span aria-hidden className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
                {count}
              </span>
              <span className="sr-only">, {t('Filters.activeCount', { count })}</span>
            </>
          )}
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" aria-label={search ? `${t('Filters.quickSearch.open')}: ${search}` : t('Filters.quickSearch.open')} onClick={() => setSheet('search')} className="min-w-10 px-3">
          <SearchIcon className="size-4" />
          {search && <span className="max-w-24 truncate tabular-nums">{search}</span>}
        </Button>
        {ctrl.canSaveSearch && <SaveSearchButton pageType={ctrl.pageType} state={ctrl.state} className="h-10" />}
      </div>
      <AppliedChips ctrl={ctrl} />
      <FilterSheet
        ctrl={ctrl}
        open={sheet === 'filters'}
        onOpenChange={(open) => {
          // Closing without Apply drops the edits: what the sheet showed was never applied.
          if (!open) ctrl.discard();
          setSheet(open ? 'filters' : null);
        }}
      />
      <SearchSheet ctrl={ctrl} open={sheet === 'search'} onOpenChange={(open) => setSheet(open ? 'search' : null)} />
    </section>
  );
}
