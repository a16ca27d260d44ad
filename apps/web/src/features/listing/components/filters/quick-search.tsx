import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import { LOT_NUMBER_MAX_DIGITS, sanitizeLotNumber } from '../../lib/quick-search';
import { QUICK_SEARCH_DEBOUNCE_MS } from './debounce';

interface QuickSearchProps {
  /** The applied search (the URL's `search`). */
  value: string | undefined;
  onSearch: (text: string) => void;
  /** After Enter (the search sheet closes). */
  onSubmitted?: () => void;
  /** Focus the box on mount (the search sheet; Radix keeps a focus already inside the sheet). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The lot-number box: digits only, up to nine. Enter searches at once; typing searches after a
 * pause of 1.5 s (spec 1 §9); emptying it removes the search from the URL.
 */
export function QuickSearch({ value, onSearch, onSubmitted, autoFocus, className }: QuickSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const applied = value ?? '';
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    // The URL changed (back button, a removed chip): show what is applied now.
    setSeen(applied);
    setText(applied);
  }

  const search = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => search(text), QUICK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);

  return (
    <form
      role="search"
      aria-label={t('Filters.quickSearch.region')}
      className={cn(
        'flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white pl-2.5 shadow-xs focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20',
        className,
      )}
      onSubmit={(e) => {
        e.preventDefault();
        if (text !== applied) onSearch(text);
        onSubmitted?.();
      }}
    >
      <SearchIcon aria-hidden className="size-4 shrink-0 text-slate-400" />
      <label htmlFor={id} className="sr-only">
        {t('Filters.quickSearch.label')}
      </label>
      <input
        autoFocus={autoFocus}
        id={id}
        type="text"
        inputMode="numeric"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={LOT_NUMBER_MAX_DIGITS + 20}
        placeholder={t('Filters.quickSearch.placeholder')}
        value={text}
        onChange={(e) => setText(sanitizeLotNumber(e.target.value))}
        className="h-full min-w-0 flex-1 bg-transparent text-sm tabular-nums outline-none placeholder:text-slate-400"
      />
      {text && (
        <button
          type="button"
          aria-label={t('Filters.quickSearch.clear')}
          onClick={() => {
            setText('');
            if (applied) onSearch('');
          }}
          className="mr-1 rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </form>
  );
}
