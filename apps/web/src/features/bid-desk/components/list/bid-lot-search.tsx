import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../../components/ui/icons';
import { Spinner } from '../../../../components/ui/spinner';
import { useDebouncedValue } from '../../../../lib/list/use-debounced-value';
import { cn } from '../../../../lib/cn';
import { useBidSearch } from '../../api/search-bids';
import { AuctionTime } from './bid-parts';

/** Spec 2 §9: the lot-number search asks the server this long after the last keystroke. */
export const LOT_SEARCH_DEBOUNCE_MS = 700;

export interface BidLotSearchProps {
  /** The lot number the list is narrowed to ('' for none). */
  value: string;
  onSearch: (lotNo: string) => void;
  /** A match in the archive, chosen from an active list: the archive view opens for it. */
  onOpenArchived?: (lotNo: string) => void;
  bidStatus?: number;
  className?: string;
}

/**
 * The lot-number search of a bid list (spec 2 §5): digits only, trimmed; 700 ms after typing the
 * viewer's bids with lot numbers starting so are offered; Enter or a choice narrows the list to
 * that lot; an emptied box clears the search.
 */
export function BidLotSearch({ value, onSearch, onOpenArchived, bidStatus, className }: BidLotSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = useDebouncedValue(text.trim(), LOT_SEARCH_DEBOUNCE_MS);
  const search = useBidSearch(open ? typed : '', bidStatus);
  const matches = search.data?.cars ?? [];

  // A chip removed or Clear all: the box follows the applied value.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }

  // An emptied box clears the search (once the typing has settled).
  useEffect(() => {
    if (typed === '' && value !== '') onSearch('');
    // Only when the settled text changes, not when the applied value does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const choose = (lotNo: string, archived = false) => {
    setOpen(false);
    setText(lotNo);
    if (archived && onOpenArchived) onOpenArchived(lotNo);
    else onSearch(lotNo);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.max(0, Math.min(matches.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const match = open ? matches[active] : undefined;
      if (match) choose(String(match.lotNo), match.archived);
      else choose(text.trim());
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const showList = open && typed !== '' && typed === text.trim();
  return (
    <div className={cn('relative', className)}>
      <div className="flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20">
        <SearchIcon className="size-4 shrink-0 text-slate-400" />
        <input
          type="text"
          inputMode="numeric"
          role="combobox"
          aria-label={t('BidList.search.label')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && matches[active] ? `${listId}-${active}` : undefined}
          placeholder={t('BidList.search.placeholder')}
          value={text}
          maxLength={9}
          onChange={(e) => {
            setText(e.target.value.replace(/\D/g, ''));
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="h-full min-w-0 flex-1 bg-transparent text-sm tabular-nums outline-none placeholder:text-slate-400"
        />
        {search.isFetching && <Spinner className="size-4 text-brand-600" />}
      </div>
      {showList && (
        <ul id={listId} role="listbox" aria-label={t('BidList.search.results')} className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {search.isSuccess && matches.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{t('BidList.search.none')}</li>}
          {matches.map((m, i) => (
            <li
              key={m.bidId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Chosen on mousedown: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(String(m.lotNo), m.archived);
              }}
              className={cn('flex cursor-pointer items-baseline gap-2 px-3 py-1.5 text-sm', i === active && 'bg-slate-100')}
            >
              <span className="font-semibold tabular-nums">{m.lotNo}</span>
              <span className="min-w-0 flex-1 truncate text-slate-600">{m.auctionName}</span>
              <AuctionTime iso={m.auctionDate} className="text-xs text-slate-500" />
              {m.archived && <span className="text-xs text-slate-500">{t('BidList.tab.archive')}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
