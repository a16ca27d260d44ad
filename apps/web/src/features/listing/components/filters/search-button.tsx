import { useEffect, useId, useState } from 'react';
import { Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SearchIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import type { NotApplicable } from '../../lib/filter-draft';
import { FILTER_TOOLTIP_MS } from './debounce';

interface SearchButtonProps {
  /** Why the filters cannot be applied; null when they can. */
  reason: NotApplicable | null;
  onSearch: () => void;
  /** i18n key of the text; Search by default. */
  labelKey?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Applies the edited filters. While there is nothing (valid) to apply it is disabled, but
 * `aria-disabled` rather than `disabled`: it stays focusable and says why, in a tooltip that
 * closes itself after 2 s (spec 1 §9) and in its description for screen readers.
 */
export function SearchButton({ reason, onSearch, labelKey = 'Filters.search', size = 'md', className }: SearchButtonProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [tip, setTip] = useState(false);
  const disabled = reason !== null;

  useEffect(() => {
    if (!tip) return;
    const timer = setTimeout(() => setTip(false), FILTER_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [tip]);

  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root open={tip && disabled} onOpenChange={setTip}>
        <Tooltip.Trigger asChild>
          <Button
            size={size}
            aria-disabled={disabled || undefined}
            aria-describedby={disabled ? reasonId : undefined}
            onClick={(e) => {
              if (!disabled) return onSearch();
              // Show why; preventDefault keeps Radix from closing the tooltip on this same click.
              e.preventDefault();
              setTip(true);
            }}
            className={cn('aria-disabled:cursor-not-allowed aria-disabled:bg-brand-600/50', className)}
          >
            <SearchIcon className="size-4" />
            {t(labelKey)}
          </Button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content side="bottom" sideOffset={6} collisionPadding={8} className="z-[60] max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg">
            {reason && t(`Filters.notApplicable.${reason}`)}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      {reason && (
        <span id={reasonId} hidden>
          {t(`Filters.notApplicable.${reason}`)}
        </span>
      )}
    </Tooltip.Provider>
  );
}
