import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CloseIcon } from '../../../../components/ui/icons';
import { chipId, filterChips } from '../../lib/filter-chips';
import { useChipLabel } from './use-chip-label';
import type { FilterController } from './use-filter-draft';

/** The applied filters as removable chips, then Clear all; nothing when no filter is applied. */
export function AppliedChips({ ctrl }: { ctrl: FilterController }) {
  const { t } = useTranslation();
  const chips = filterChips(ctrl.state);
  const label = useChipLabel(ctrl.pageType, ctrl.state);
  if (!chips.length) return null;
  return (
    <div className="flex items-start gap-3">
      <ul aria-label={t('Filters.applied')} className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
        {chips.map((chip) => {
          const text = label(chip);
          return (
            <li key={chipId(chip)} className="inline-flex max-w-full items-center gap-0.5 rounded-full border border-brand-100 bg-brand-50 py-0.5 pr-0.5 pl-2.5 text-sm text-brand-700">
              <span className="truncate">{text}</span>
              <button
                type="button"
                aria-label={t('Filters.remove', { label: text })}
                onClick={() => ctrl.removeChip(chip)}
                className="shrink-0 rounded-full p-1 text-brand-600 hover:bg-brand-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="link" size="sm" className="h-7 shrink-0" onClick={ctrl.clearAll}>
        {t('Filters.clearAll')}
      </Button>
    </div>
  );
}
