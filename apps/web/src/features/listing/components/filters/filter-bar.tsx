import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filtersQuery } from '../../api/get-filters';
import { makersQuery } from '../../api/get-makers';
import { weekDaysQuery } from '../../api/get-week-days';
import { AdditionalSection } from './additional-section';
import { AppliedChips } from './applied-chips';
import { DateSection } from './date-section';
import { clearSection, FILTER_SECTIONS, sectionCount, type FilterSectionId } from './filter-sections';
import { FilterPopover } from './filter-popover';
import { MakerSection } from './maker-section';
import { ModelSection } from './model-section';
import { QuickSearch } from './quick-search';
import { RangeSection } from './range-section';
import { SaveSearchButton } from './save-search-button';
import { SearchButton } from './search-button';
import type { FilterController } from './use-filter-draft';

const SECTION_BODY: Record<FilterSectionId, (ctrl: FilterController) => ReactNode> = {
  date: (ctrl) => <DateSection ctrl={ctrl} />,
  maker: (ctrl) => <MakerSection ctrl={ctrl} />,
  model: (ctrl) => <ModelSection ctrl={ctrl} />,
  range: (ctrl) => <RangeSection ctrl={ctrl} />,
  additional: (ctrl) => <AdditionalSection ctrl={ctrl} />,
};

const SECTION_WIDTH: Partial<Record<FilterSectionId, string>> = { date: 'w-96', additional: 'w-[34rem]' };

/** The desktop filter bar: quick search, the five chips with their popovers, Search, then the applied chips. */
export function FilterBar({ ctrl }: { ctrl: FilterController }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // One flag per chip, not "the open chip": Radix closes a popover on the click *after* the
  // pointer went down outside it, so when a click on the next chip opens that one, the previous
  // one must still be open to close itself (else it hands the focus back and shuts the new one).
  const [open, setOpen] = useState<Partial<Record<FilterSectionId, boolean>>>({});

  // The lists load when a chip is about to be used, not with the page.
  const prefetch: Partial<Record<FilterSectionId, () => void>> = {
    date: () => ctrl.pageType === 'car-auction' && void client.prefetchQuery(weekDaysQuery()),
    maker: () => void client.prefetchQuery(makersQuery(ctrl.pageType, ctrl.view)),
    range: () => void client.prefetchQuery(filtersQuery(ctrl.pageType)),
    additional: () => void client.prefetchQuery(filtersQuery(ctrl.pageType)),
  };

  const search = () => {
    if (ctrl.apply()) setOpen({});
  };

  return (
    <section aria-label={t('Filters.region')} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <QuickSearch value={ctrl.state.search} onSearch={ctrl.search} className="w-44" />
        <span aria-hidden className="mx-1 h-6 w-px bg-slate-200" />
        <div role="group" aria-label={t('Filters.title')} className="flex flex-wrap items-center gap-2">
          {FILTER_SECTIONS.map(({ id, keys }) => {
            const noMaker = id === 'model' && !ctrl.draft.maker.length;
            return (
              <FilterPopover
                key={id}
                label={t(`Filters.section.${id}`)}
                count={sectionCount(ctrl.draft, keys)}
                edited={ctrl.edited(keys)}
                open={!!open[id]}
                onOpenChange={(next) => setOpen((current) => ({ ...current, [id]: next }))}
                disabled={noMaker}
                disabledHint={t('Filters.makerFirst')}
                onIntent={prefetch[id]}
                onClear={() => ctrl.update(clearSection(keys))}
                reason={ctrl.reason}
                onSearch={search}
                width={SECTION_WIDTH[id]}
              >
                {SECTION_BODY[id](ctrl)}
              </FilterPopover>
            );
          })}
        </div>
        <SearchButton reason={ctrl.reason} onSearch={search} className="ml-auto" />
        {ctrl.canSaveSearch && <SaveSearchButton pageType={ctrl.pageType} state={ctrl.state} />}
      </div>
      <AppliedChips ctrl={ctrl} />
    </section>
  );
}
