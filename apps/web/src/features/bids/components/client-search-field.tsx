import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_MAX_SHOWN, USER_SEARCH_MIN_LENGTH } from '@jauc/contract';
import { describedBy, FieldFrame, inputClass } from '../../../components/ui/field-frame';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useClientSearch } from '../api/search-clients';
import { useDebouncedValue } from '../../../lib/list/use-debounced-value';

/** Client search debounce (spec 2 §9). */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;

interface ClientSearchFieldProps {
  /** The chosen client's label, '' when none is chosen. */
  chosen: string;
  onChoose: (client: { value: number; label: string } | null) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * A manager's search for the client to bid for (spec 2 §5 "Client search"): searches 300 ms after
 * typing stops, only past 3 characters; up to 10 matches, else a too-many, empty or
 * more-characters message.
 */
export function ClientSearchField({ chosen, onChoose, onBlur, error }: ClientSearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(text, CLIENT_SEARCH_DEBOUNCE_MS);
  const search = useClientSearch(debounced);
  const typed = text.trim();
  const tooShort = typed.length < USER_SEARCH_MIN_LENGTH;
  const settled = !tooShort && debounced.trim() === typed && !search.isFetching;
  const results = settled ? (search.data ?? []) : [];
  const shown = results.length <= USER_SEARCH_MAX_SHOWN ? results : [];

  let notice: string | null = null;
  if (tooShort) notice = t('PlaceBid.clientMoreChars');
  else if (!settled) notice = null;
  else if (search.isError) notice = t('Error.default');
  else if (results.length > USER_SEARCH_MAX_SHOWN) notice = t('PlaceBid.clientTooMany');
  else if (!results.length) notice = t('PlaceBid.clientEmpty');

  function choose(index: number) {
    const client = shown[index];
    if (!client) return;
    onChoose(client);
    setText('');
    setOpen(false);
  }

  function handleKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.max(0, Math.min(shown.length - 1, a + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Enter' && open && shown.length) {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  }

  if (chosen) {
    return (
      <FieldFrame inputId={id} label={t('PlaceBid.client')} error={error}>
        <div className={cn(inputClass(error), 'flex items-center justify-between gap-2 bg-slate-50')}>
          <output id={id} className="truncate font-medium text-slate-900">
            {chosen}
          </output>
          <button
            type="button"
            onClick={() => onChoose(null)}
            aria-label={t('PlaceBid.clientClear')}
            className="-mr-1.5 rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      </FieldFrame>
    );
  }

  const expanded = open && typed.length > 0;
  return (
    <FieldFrame inputId={id} label={t('PlaceBid.client')} error={error}>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          aria-activedescendant={expanded && shown.length ? `${listId}-${active}` : undefined}
          placeholder={t('PlaceBid.clientPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={handleKeyDown}
          className={cn(inputClass(error), 'pl-9')}
        />
        {expanded && (
          <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg">
            <ul id={listId} role="listbox" aria-label={t('PlaceBid.client')} className="max-h-[350px] overflow-y-auto py-1 empty:hidden">
              {shown.map((c, i) => (
                <li
                  key={c.value}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(i);
                  }}
                  onMouseMove={() => setActive(i)}
                  className={cn('cursor-pointer px-3 py-2 text-sm', i === active && 'bg-brand-50 text-brand-700')}
                >
                  {c.label}
                </li>
              ))}
            </ul>
            {!settled && !tooShort && (
              <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-500">
                <Spinner className="size-4" /> {t('PlaceBid.clientSearching')}
              </p>
            )}
            {notice && (
              <p role="status" className="px-3 py-2 text-sm text-slate-500">
                {notice}
              </p>
            )}
          </div>
        )}
      </div>
    </FieldFrame>
  );
}
