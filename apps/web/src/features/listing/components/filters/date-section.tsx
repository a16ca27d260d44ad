import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CloseIcon } from '../../../../components/ui/icons';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { useWeekDays } from '../../api/get-week-days';
import { addDate, dateInputStatus, formatDateInput, toggleDate, weekdayOf } from '../../lib/date-input';
import { DATE_DEBOUNCE_MS } from './debounce';
import { FormattedInput } from './formatted-input';
import type { FilterController } from './use-filter-draft';

/**
 * The auction dates: the coming week days as toggles (car auctions only: statistics are past
 * days, stock has no auction) and a free date input shaped YYYY-MM-DD as it is typed.
 */
export function DateSection({ ctrl }: { ctrl: FilterController }) {
  const { t } = useTranslation();
  const id = useId();
  const withWeekDays = ctrl.pageType === 'car-auction';
  const weekDays = useWeekDays(withWeekDays);
  const [text, setText] = useState('');
  const status = dateInputStatus(text);
  const dates = ctrl.draft.date;
  const weekDayValues = new Set(weekDays.data?.map((d) => d.value));
  const otherDates = dates.filter((d) => !weekDayValues.has(d));

  const add = (date: string) => {
    if (dateInputStatus(date) !== 'valid') return;
    ctrl.update((d) => ({ date: addDate(d.date, date) }));
    setText('');
  };
  const addLater = useEffectEvent(add);

  // A complete, real date joins the chosen ones once the typing pauses (spec 1 §9).
  useEffect(() => {
    if (status !== 'valid') return;
    const timer = setTimeout(() => addLater(text), DATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [status, text]);

  // Closing the popover or sheet right after typing keeps the date rather than losing it.
  const latest = useRef(text);
  useEffect(() => {
    latest.current = text;
  }, [text]);
  useEffect(() => () => addLater(latest.current), []);

  return (
    <div className="flex flex-col gap-3">
      {withWeekDays && (
        <div role="group" aria-labelledby={`${id}-days`} className="flex flex-col gap-1.5">
          <span id={`${id}-days`} className="text-sm font-medium text-slate-700">
            {t('Filters.weekDays')}
          </span>
          {weekDays.isPending ? (
            <Spinner className="size-5 text-brand-600" />
          ) : weekDays.isError ? (
            <p className="text-sm text-slate-600">{t('Filters.loadError')}</p>
          ) : (
            <div className="grid grid-cols-6 gap-1.5">
              {weekDays.data.map((day) => {
                const on = dates.includes(day.value);
                const name = t(`Filters.weekday.${weekdayOf(day.value)}`);
                return (
                  <button
                    key={day.value}
                    type="button"
                    aria-pressed={on}
                    aria-label={`${name} ${day.value}`}
                    onClick={() => ctrl.update((d) => ({ date: toggleDate(d.date, day.value) }))}
                    className={cn(
                      'flex flex-col items-center rounded-md border px-1 py-1.5 text-sm leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                      on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                    )}
                  >
                    <span className="font-medium">{name}</span>
                    <span className={cn('text-xs tabular-nums', on ? 'text-white/80' : 'text-slate-500')}>{day.value.slice(5).replace('-', '.')}</span>
                  </button>
                );
              })}
            </div>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-date`} className="text-sm font-medium text-slate-700">
          {t('Filters.dateInput')}
        </label>
        <div className="flex gap-2">
          <FormattedInput
            id={`${id}-date`}
            value={text}
            onValueChange={setText}
            format={formatDateInput}
            invalid={status === 'invalid'}
            placeholder={t('Filters.datePlaceholder')}
            aria-describedby={`${id}-date-hint`}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add(text);
            }}
          />
          <Button variant="secondary" size="sm" className="h-9 shrink-0" disabled={status !== 'valid'} onClick={() => add(text)}>
            {t('Filters.addDate')}
          </Button>
        </div>
        <p id={`${id}-date-hint`} className={cn('text-xs', status === 'invalid' ? 'text-red-600' : 'text-slate-500')}>
          {status === 'invalid' ? t('Filters.dateInvalid') : t(ctrl.pageType === 'stats' ? 'Filters.dateHintPast' : 'Filters.dateHint')}
        </p>
      </div>
      {otherDates.length > 0 && (
        <ul aria-label={t('Filters.chosenDates')} className="flex flex-wrap gap-1.5">
          {otherDates.map((date) => (
            <li key={date} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-sm text-slate-800 tabular-nums">
              {date}
              <button
                type="button"
                aria-label={t('Filters.remove', { label: date })}
                onClick={() => ctrl.update((d) => ({ date: d.date.filter((x) => x !== date) }))}
                className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
