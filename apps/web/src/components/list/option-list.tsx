import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@jauc/contract';
import { Button } from '../ui/button';
import { CheckIcon, SearchIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { cn } from '../../lib/cn';

export interface OptionItem<V extends string | number> {
  value: V;
  label: string;
  /** Lots with this value, shown as `label (count)`. */
  count?: number;
}

export interface OptionGroup<V extends string | number> {
  /** A heading over the group (the maker over its models); none for a flat list. */
  label?: string;
  options: ReadonlyArray<OptionItem<V>>;
}

interface OptionListProps<V extends string | number> {
  /** The list's accessible name. */
  label: string;
  groups: ReadonlyArray<OptionGroup<V>>;
  selected: readonly V[];
  onChange: (next: V[]) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** A search box over the list; on by default for lists longer than a screenful. */
  searchable?: boolean;
  className?: string;
}

/** Long lists get a search box; a handful of options do not need one. */
const SEARCH_FROM = 9;

export const optionText = (o: OptionItem<string | number>) => (o.count === undefined ? o.label : `${o.label} (${formatThousands(o.count)})`);

/**
 * A multi-select list with an optional search box (spec 1 §9: at most 252 px high, 383 px on
 * small screens). Keyboard: arrows, Home and End move, Enter (or Space outside the search box)
 * toggles; the search box keeps the focus and points at the active option.
 */
export function OptionList<V extends string | number>({ label, groups, selected, onChange, loading, error, onRetry, searchable, className }: OptionListProps<V>) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const total = groups.reduce((n, g) => n + g.options.length, 0);
  const withSearch = searchable ?? total >= SEARCH_FROM;

  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return groups.map((g) => ({ ...g, options: q ? g.options.filter((o) => o.label.toLocaleLowerCase().includes(q)) : g.options })).filter((g) => g.options.length);
  }, [groups, query]);
  const flat = useMemo(() => shown.flatMap((g) => g.options), [shown]);
  const optionId = (i: number) => `${listId}-o${i}`;
  const current = Math.min(active, Math.max(0, flat.length - 1));

  useEffect(() => {
    document.getElementById(`${listId}-o${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, listId]);

  const toggle = (value: V) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  function handleKeyDown(e: KeyboardEvent<HTMLElement>, inSearch: boolean) {
    const last = flat.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, current + 1),
      ArrowUp: () => Math.max(0, current - 1),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(last, current + 8),
      PageUp: () => Math.max(0, current - 8),
    };
    const move = moves[e.key];
    // In the search box Home/End move the text caret.
    if (move && !(inSearch && (e.key === 'Home' || e.key === 'End'))) {
      e.preventDefault();
      setActive(move());
    } else if (e.key === 'Enter' || (!inSearch && e.key === ' ')) {
      e.preventDefault();
      const option = flat[current];
      if (option) toggle(option.value);
    }
  }

  let body;
  if (loading && !total) {
    body = (
      <div className="flex justify-center py-6 text-brand-600">
        <Spinner />
      </div>
    );
  } else if (error && !total) {
    body = (
      <div className="flex flex-col items-start gap-2 px-1 py-3 text-sm text-slate-600">
        <p>{t('Filters.loadError')}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('Filters.retry')}
          </Button>
        )}
      </div>
    );
  } else if (!total) {
    body = <p className="px-1 py-3 text-sm text-slate-500">{t('Fields.Filter.Empty')}</p>;
  } else if (!flat.length) {
    body = <p className="px-2 py-3 text-sm text-slate-500">{t('Form.noMatches')}</p>;
  }

  let index = -1;
  const renderOption = (o: OptionItem<V>) => {
    const i = ++index;
    const isSelected = selected.includes(o.value);
    return (
      <li
        key={o.value}
        id={optionId(i)}
        role="option"
        aria-selected={isSelected}
        onMouseMove={() => setActive(i)}
        onClick={() => {
          setActive(i);
          toggle(o.value);
        }}
        className={cn('flex cursor-pointer items-center gap-2.5 rounded px-2 py-1.5 text-sm text-slate-800', i === current && 'bg-slate-100')}
      >
        <span
          aria-hidden
          className={cn('flex size-4 shrink-0 items-center justify-center rounded border', isSelected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400 bg-white')}
        >
          {isSelected && <CheckIcon strokeWidth={3} className="size-3" />}
        </span>
        <span className="min-w-0 flex-1 truncate">{o.label}</span>
        {/* A space for the accessible name, "TOYOTA (4 953)"; the flex gap does the visual part. */}
        {o.count !== undefined && ' '}
        {o.count !== undefined && <span className="shrink-0 text-xs text-slate-500 tabular-nums">({formatThousands(o.count)})</span>}
      </li>
    );
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      {withSearch && total > 0 && (
        <div className="flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20">
          <SearchIcon className="size-4 shrink-0 text-slate-400" />
          <input
            type="text"
            role="combobox"
            aria-label={t('Filters.searchIn', { field: label })}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={flat.length ? optionId(current) : undefined}
            placeholder={t('Form.search')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={(e) => handleKeyDown(e, true)}
            className="h-full w-full bg-transparent text-sm outline-none placeholder:text-slate-400"
          />
        </div>
      )}
      {body ?? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          aria-activedescendant={!withSearch && flat.length ? optionId(current) : undefined}
          tabIndex={withSearch ? -1 : 0}
          onKeyDown={withSearch ? undefined : (e) => handleKeyDown(e, false)}
          className="max-h-[383px] overflow-y-auto overscroll-contain rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 md:max-h-[252px]"
        >
          {shown.map((g, gi) =>
            g.label === undefined ? (
              g.options.map(renderOption)
            ) : (
              <li key={`g${gi}`} role="presentation">
                <div id={`${listId}-g${gi}`} className="sticky top-0 bg-white px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {g.label}
                </div>
                <ul role="group" aria-labelledby={`${listId}-g${gi}`}>
                  {g.options.map(renderOption)}
                </ul>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
