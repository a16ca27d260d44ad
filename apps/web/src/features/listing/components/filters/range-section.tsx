import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterData } from '../../api/get-filters';
import { RANGE_KEYS, formatRangeInput, formatRangeValue, type RangeKey } from '../../lib/range-input';
import { FormattedInput } from './formatted-input';
import type { FilterController } from './use-filter-draft';

/** Mileage, engine and year, each `from`–`to` (spec 1 §5); /filters gives the placeholders and steps. */
export function RangeSection({ ctrl }: { ctrl: FilterController }) {
  const filters = useFilterData(ctrl.pageType);
  return (
    <div className="flex flex-col gap-3">
      {RANGE_KEYS.map((key) => (
        <RangeRow key={key} rangeKey={key} ctrl={ctrl} info={filters.data?.[key]} />
      ))}
    </div>
  );
}

function RangeRow({ rangeKey: key, ctrl, info }: { rangeKey: RangeKey; ctrl: FilterController; info?: { min: number; max: number; step: number } }) {
  const { t } = useTranslation();
  const id = useId();
  const text = ctrl.draft[key];
  const error = ctrl.errors[key];
  const field = t(`Filters.rangeLabel.${key}`);
  // No hint when the page type has no lots (the server then answers 0 and 0).
  const known = info && info.max > 0;
  const set = (end: 'from' | 'to') => (value: string) => ctrl.update((d) => ({ [key]: { ...d[key], [end]: value } }));
  const format = (typed: string) => formatRangeInput(key, typed);
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{field}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
        <label htmlFor={`${id}-from`} className="sr-only">
          {t('Filters.rangeFrom', { field })}
        </label>
        <FormattedInput
          id={`${id}-from`}
          value={text.from}
          onValueChange={set('from')}
          format={format}
          step={info?.step}
          invalid={!!error}
          aria-describedby={describedBy}
          placeholder={known ? t('Filters.fromValue', { value: formatRangeValue(key, info.min) }) : t('Filters.from')}
        />
        <span aria-hidden className="text-slate-400">
          –
        </span>
        <label htmlFor={`${id}-to`} className="sr-only">
          {t('Filters.rangeTo', { field })}
        </label>
        <FormattedInput
          id={`${id}-to`}
          value={text.to}
          onValueChange={set('to')}
          format={format}
          step={info?.step}
          invalid={!!error}
          aria-describedby={describedBy}
          placeholder={known ? t('Filters.toValue', { value: formatRangeValue(key, info.max) }) : t('Filters.to')}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {t(`Filters.rangeError.${error}`)}
        </p>
      )}
    </fieldset>
  );
}
