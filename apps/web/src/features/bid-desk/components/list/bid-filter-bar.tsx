import { useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { OptionList } from '../../../../components/list/option-list';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import type { BidFilterOptions } from '../../hooks/use-filter-options';
import type { BidFilterKey, BidFilterValues } from '../../lib/bid-list-url';

/** Spec 2 §5: a filter list gets a search box above 10 options. */
export const FILTER_SEARCH_ABOVE = 10;

function FilterChipPopover({ filter, values, onChange, loading }: { filter: BidFilterOptions; values: string[]; onChange: (values: string[]) => void; loading: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = values.length;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            count > 0 ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {filter.label}
          {count > 0 && ' '}
          {count > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
              {count} <span className="sr-only">{t('Filters.selected')}</span>
            </span>
          )}
          <ChevronDownIcon className={cn('size-4 shrink-0 opacity-60 transition-transform', open && 'rotate-180')} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content aria-label={filter.label} align="start" sideOffset={6} collisionPadding={8} className="z-40 flex w-80 max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-slate-200 bg-white shadow-xl outline-none">
          <div className="p-3">
            <OptionList label={filter.label} groups={[{ options: filter.options }]} selected={values} onChange={onChange} loading={loading} searchable={filter.options.length > FILTER_SEARCH_ABOVE} />
          </div>
          <div className="flex justify-between border-t border-slate-200 px-3 py-2">
            <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => onChange([])}>
              {t('Filters.clear')}
            </Button>
            <Button size="sm" onClick={() => setOpen(false)}>
              {t('Common.close')}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * The desktop filters of a bid list: one chip per filter of the viewer's set, each opening its
 * option list. A tick applies at once; the list itself reloads once the ticking stops (1500 ms).
 */
export function BidFilterBar({ filters, applied, onChange, loading }: { filters: BidFilterOptions[]; applied: BidFilterValues; onChange: (key: BidFilterKey, values: string[]) => void; loading: boolean }) {
  const { t } = useTranslation();
  if (!filters.length) return null;
  return (
    <div role="group" aria-label={t('Filters.title')} className="flex flex-wrap items-center gap-2">
      {filters.map((filter) => (
        <FilterChipPopover key={filter.def.key} filter={filter} values={applied[filter.def.key] ?? []} onChange={(values) => onChange(filter.def.key, values)} loading={loading} />
      ))}
    </div>
  );
}
