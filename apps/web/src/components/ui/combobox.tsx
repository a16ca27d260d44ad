import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { describedBy, FieldFrame, inputClass } from './field-frame';
import { CheckIcon, ChevronDownIcon, SearchIcon } from './icons';
import { Spinner } from './spinner';

export interface ComboboxOption<V extends string | number = number> {
  value: V;
  label: string;
}

interface ComboboxProps<V extends string | number> {
  label: ReactNode;
  options: ReadonlyArray<ComboboxOption<V>>;
  value: V | null | undefined;
  onChange: (option: ComboboxOption<V>) => void;
  /** The chosen option's text while the options are still loading. */
  valueLabel?: string;
  /** Called when the user leaves the control without it being open (for validate-on-blur forms). */
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  loading?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** Options whose label contains the query, those starting with it first. */
function filterOptions<V extends string | number>(options: ReadonlyArray<ComboboxOption<V>>, query: string) {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return options;
  const starts: ComboboxOption<V>[] = [];
  const contains: ComboboxOption<V>[] = [];
  for (const o of options) {
    const label = o.label.toLocaleLowerCase();
    if (label.startsWith(q)) starts.push(o);
    else if (label.includes(q)) contains.push(o);
  }
  return [...starts, ...contains];
}

/** A select with a search box, for long lists such as countries. */
export function Combobox<V extends string | number>({ label, options, value, valueLabel, onChange, onBlur, error, hint, placeholder, loading, disabled, id, name, className }: ComboboxProps<V>) {
  const { t } = useTranslation();
  const autoId = useId();
  const triggerId = id ?? autoId;
  const listId = `${triggerId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const selectedLabel = options.find((o) => o.value === value)?.label ?? (value === null || value === undefined ? undefined : valueLabel);
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listId, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery('');
      setActive(Math.max(0, options.findIndex((o) => o.value === value)));
    } else onBlur?.();
  }

  function choose(option: ComboboxOption<V> | undefined) {
    if (!option) return;
    onChange(option);
    handleOpenChange(false);
  }

  function handleKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = filtered.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(last, active + 8),
      PageUp: () => Math.max(0, active - 8),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      setActive(move());
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(filtered[active]);
    }
  }

  return (
    <FieldFrame inputId={triggerId} label={label} error={error} hint={hint} className={className}>
      <Popover.Root open={open} onOpenChange={handleOpenChange}>
        <Popover.Trigger asChild>
          <button
            id={triggerId}
            name={name}
            type="button"
            disabled={disabled}
            aria-haspopup="listbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(triggerId, error, hint)}
            onBlur={() => {
              if (!open) onBlur?.();
            }}
            className={cn(inputClass(error), 'flex cursor-pointer items-center justify-between gap-2 text-left')}
          >
            <span className={cn('truncate', !selectedLabel && 'text-slate-400')}>{selectedLabel ?? placeholder ?? t('Form.select')}</span>
            <ChevronDownIcon className={cn('size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 w-(--radix-popover-trigger-width) min-w-56 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
          >
            <div className="flex items-center gap-2 border-b border-slate-200 px-3">
              <SearchIcon className="size-4 shrink-0 text-slate-400" />
              <input
                autoFocus
                type="text"
                role="combobox"
                aria-label={t('Form.search')}
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={filtered.length ? optionId(active) : undefined}
                placeholder={t('Form.search')}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={handleKeyDown}
                className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-slate-400"
              />
            </div>
            <ul id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} className="max-h-[383px] overflow-y-auto py-1 md:max-h-[252px]">
              {loading && !options.length ? (
                <li className="flex justify-center py-4 text-brand-600">
                  <Spinner />
                </li>
              ) : !filtered.length ? (
                <li className="px-3 py-2 text-sm text-slate-500">{t('Form.noMatches')}</li>
              ) : (
                filtered.map((o, i) => (
                  <li
                    key={o.value}
                    id={optionId(i)}
                    role="option"
                    aria-selected={o.value === value}
                    onMouseMove={() => setActive(i)}
                    onClick={() => choose(o)}
                    className={cn('flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm', i === active && 'bg-brand-50 text-brand-700')}
                  >
                    <span className="truncate">{o.label}</span>
                    {o.value === value && <CheckIcon className="size-4 shrink-0 text-brand-600" />}
                  </li>
                ))
              )}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </FieldFrame>
  );
}
