import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSheet } from '../../../../components/list/list-sheet';
import { OptionList } from '../../../../components/list/option-list';
import { Button } from '../../../../components/ui/button';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import type { BidFilterOptions } from '../../hooks/use-filter-options';
import type { BidFilterKey, BidFilterValues } from '../../lib/bid-list-url';
import { FILTER_SEARCH_ABOVE } from './bid-filter-bar';

export interface BidFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: BidFilterOptions[];
  applied: BidFilterValues;
  /** Apply copies the sheet's choices to the list (spec 2 §4 "Mobile apply"). */
  onApply: (values: BidFilterValues) => void;
  loading: boolean;
}

/**
 * The phone's filter sheet (spec 2 §2): the filters with their chosen counts; tapping one drills
 * down to its options (with a search box above 10). Choices stay in the sheet until Apply;
 * closing it drops them.
 */
export function BidFilterSheet({ open, onOpenChange, filters, applied, onApply, loading }: BidFilterSheetProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BidFilterValues>(applied);
  const [level, setLevel] = useState<BidFilterKey | null>(null);
  const current = filters.find((f) => f.def.key === level);

  const openChange = (next: boolean) => {
    if (next) setDraft(applied);
    setLevel(null);
    onOpenChange(next);
  };

  return (
    <ListSheet
      open={open}
      onOpenChange={openChange}
      title={current ? current.label : t('Filters.title')}
      leading={
        current && (
          <button type="button" aria-label={t('BidList.sheet.back')} onClick={() => setLevel(null)} className="-ml-2 rounded-md p-2 text-slate-600 hover:bg-slate-100">
            <ChevronDownIcon className="size-5 rotate-90" />
          </button>
        )
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setDraft(current ? { ...draft, [current.def.key]: [] } : {})}>
            {current ? t('Filters.clear') : t('Filters.clearAll')}
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              openChange(false);
            }}
          >
            {t('Filters.apply')}
          </Button>
        </>
      }
    >
      {current ? (
        <div className="p-4">
          <OptionList
            label={current.label}
            groups={[{ options: current.options }]}
            selected={draft[current.def.key] ?? []}
            onChange={(values) => setDraft({ ...draft, [current.def.key]: values })}
            loading={loading}
            searchable={current.options.length > FILTER_SEARCH_ABOVE}
          />
        </div>
      ) : (
        <ul className="divide-y divide-slate-200">
          {filters.map((filter) => {
            const count = draft[filter.def.key]?.length ?? 0;
            return (
              <li key={filter.def.key}>
                <button type="button" onClick={() => setLevel(filter.def.key)} className="flex w-full items-center gap-2 px-4 py-3.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none">
                  <span className="flex-1">{filter.label}</span>
                  {count > 0 && ' '}
                  {count > 0 && (
                    <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
                      {count} <span className="sr-only">{t('Filters.selected')}</span>
                    </span>
                  )}
                  <ChevronDownIcon className="size-4 -rotate-90 text-slate-500" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </ListSheet>
  );
}
