import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { CloseIcon } from '../ui/icons';

export interface FilterChip {
  /** Stable among the chips of one list. */
  id: string;
  label: string;
}

/**
 * The applied filters of a list as removable chips, then Clear all (spec 1 §2, spec 2 §4
 * "Clear-one-key, clear-all"); nothing when no filter is applied.
 */
export function FilterChips({ chips, onRemove, onClearAll }: { chips: readonly FilterChip[]; onRemove: (id: string) => void; onClearAll: () => void }) {
  const { t } = useTranslation();
  if (!chips.length) return null;
  return (
    <div className="flex items-start gap-3">
      <ul aria-label={t('Filters.applied')} className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
        {chips.map((chip) => (
          <li key={chip.id} className="inline-flex max-w-full items-center gap-0.5 rounded-full border border-brand-100 bg-brand-50 py-0.5 pr-0.5 pl-2.5 text-sm text-brand-700">
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              aria-label={t('Filters.remove', { label: chip.label })}
              onClick={() => onRemove(chip.id)}
              className="shrink-0 rounded-full p-1 text-brand-600 hover:bg-brand-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" className="h-7 shrink-0" onClick={onClearAll}>
        {t('Filters.clearAll')}
      </Button>
    </div>
  );
}
