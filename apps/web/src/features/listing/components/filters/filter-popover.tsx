import type { ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import type { NotApplicable } from '../../lib/filter-draft';
import { SearchButton } from './search-button';

interface FilterPopoverProps {
  label: string;
  /** Values chosen in the draft, shown on the chip. */
  count: number;
  /** The draft differs from what is applied here. */
  edited: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean;
  /** Why it is disabled (shown as its title and description). */
  disabledHint?: string;
  /** Pointer or focus on the chip: a chance to load the lists before it opens. */
  onIntent?: () => void;
  onClear: () => void;
  reason: NotApplicable | null;
  onSearch: () => void;
  width?: string;
  children: ReactNode;
}

/** One chip of the desktop filter bar and the popover that edits it. */
export function FilterPopover({ label, count, edited, open, onOpenChange, disabled, disabledHint, onIntent, onClear, reason, onSearch, width = 'w-80', children }: FilterPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          disabled={disabled}
          title={disabled ? disabledHint : undefined}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400',
            count > 0 ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            open && 'ring-2 ring-brand-600/20',
          )}
        >
          {label}
          {/* Spaces between the parts of the accessible name ("Maker 2 selected"); flex gaps do the visual part. */}
          {count > 0 && ' '}
          {count > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
              {count}
              {' '}<span className="sr-only">{t('Filters.selected')}</span>
            </span>
          )}
          {edited && ' '}
          {edited && (
            <span className="size-1.5 rounded-full bg-amber-500" title={t('Filters.edited')}>
              <span className="sr-only">{t('Filters.edited')}</span>
            </span>
          )}
          <ChevronDownIcon className={cn('size-4 shrink-0 opacity-60 transition-transform', open && 'rotate-180')} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className={cn('z-40 flex max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-slate-200 bg-white shadow-xl outline-none', width)}
        >
          <div className="p-3">{children}</div>
          <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-3 py-2">
            <Button variant="ghost" size="sm" onClick={onClear} disabled={count === 0}>
              {t('Filters.clear')}
            </Button>
            <SearchButton size="sm" reason={reason} onSearch={onSearch} />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
