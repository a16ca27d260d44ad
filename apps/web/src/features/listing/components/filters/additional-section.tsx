import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { FiltersResponse } from '@jauc/contract';
import { cn } from '../../../../lib/cn';
import { useFilterData } from '../../api/get-filters';
import { statusLabelKey } from '../../../../components/ui/auction-status';
import { ADDITIONAL_KEYS, type AdditionalKey, type FilterDraft } from '../../lib/filter-draft';
import { OptionList, type OptionItem } from '../../../../components/list/option-list';
import type { FilterController } from './use-filter-draft';

const NUMERIC: ReadonlySet<AdditionalKey> = new Set(['status', 'auction']);

/** One of the additional lists: condition, gearbox, colour, status, auction or chassis. */
export function AdditionalList({ ctrl, field, className }: { ctrl: FilterController; field: AdditionalKey; className?: string }) {
  const { t } = useTranslation();
  const filters = useFilterData(ctrl.pageType);
  const options = optionsOf(filters.data, field, (code) => t(statusLabelKey(code)));
  return (
    <OptionList<string | number>
      className={className}
      label={t(`Filters.field.${field}`)}
      groups={[{ options }]}
      selected={ctrl.draft[field]}
      onChange={(next) => ctrl.update({ [field]: next } as Partial<FilterDraft>)}
      loading={filters.isPending}
      error={filters.isError}
      onRetry={() => void filters.refetch()}
    />
  );
}

/** The lists' options; statuses read in the interface language, numeric values stay numbers. */
function optionsOf(data: FiltersResponse | undefined, field: AdditionalKey, statusLabel: (code: number) => string): Array<OptionItem<string | number>> {
  return (data?.[field] ?? []).map((o) => {
    const value = NUMERIC.has(field) ? Number(o.value) : String(o.value);
    return { value, label: field === 'status' ? statusLabel(Number(o.value)) : o.label };
  });
}

/** The six additional lists as vertical tabs, each tab with the number chosen in it. */
export function AdditionalSection({ ctrl }: { ctrl: FilterController }) {
  const { t } = useTranslation();
  return (
    <Tabs.Root orientation="vertical" defaultValue={ADDITIONAL_KEYS.find((k) => ctrl.draft[k].length) ?? ADDITIONAL_KEYS[0]} className="flex gap-3">
      <Tabs.List aria-label={t('Filters.section.additional')} className="flex w-36 shrink-0 flex-col gap-0.5 border-r border-slate-200 pr-2">
        {ADDITIONAL_KEYS.map((key) => {
          const count = ctrl.draft[key].length;
          return (
            <Tabs.Trigger
              key={key}
              value={key}
              className={cn(
                'flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600/40',
                'data-[state=active]:bg-brand-50 data-[state=active]:font-medium data-[state=active]:text-brand-700',
              )}
            >
              {t(`Filters.field.${key}`)}
              {count > 0 && ' '}
              {count > 0 && (
                <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
                  {count}
                  {' '}<span className="sr-only">{t('Filters.selected')}</span>
                </span>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {ADDITIONAL_KEYS.map((key) => (
        <Tabs.Content key={key} value={key} className="min-w-0 flex-1 outline-none">
          <AdditionalList ctrl={ctrl} field={key} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
