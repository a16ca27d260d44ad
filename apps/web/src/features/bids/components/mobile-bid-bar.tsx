import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { useReturnFocus } from '../../../components/ui/return-focus';

interface MobileBidBarProps {
  /** The sheet's accessible name. */
  title: string;
  priceLabel: string;
  price: string;
  actionLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's heading block (title, price, deadline). */
  header: ReactNode;
  children: ReactNode;
}

/**
 * Phones (< 768 px): a bar fixed to the bottom with the price and "Place bid", opening the form
 * in a full-screen sheet (spec 2 §2). A spacer after the page keeps its end visible above the bar.
 */
export function MobileBidBar({ title, priceLabel, price, actionLabel, open, onOpenChange, header, children }: MobileBidBarProps) {
  const { t } = useTranslation();
  // Opened from the bar's button (not a Radix Trigger): closing returns focus to it.
  const returnFocus = useReturnFocus(open);
  return (
    <>
      {/* At the very end of the page, wherever the lot page puts this component. */}
      {createPortal(<div aria-hidden className="h-20" />, document.body)}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">{priceLabel}</p>
          <p className="truncate text-lg font-bold tabular-nums text-slate-900">{price}</p>
        </div>
        <Button size="lg" onClick={() => onOpenChange(true)} className="shrink-0">
          {actionLabel}
        </Button>
      </div>
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal>
          <RadixDialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={returnFocus}
            className="fixed inset-0 z-40 flex flex-col bg-white outline-none transition-transform duration-200 starting:translate-y-full"
          >
            <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
            <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3">
              <div className="min-w-0 flex-1">{header}</div>
              <RadixDialog.Close aria-label={t('Common.close')} className="-mr-1 rounded-md p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
                <CloseIcon className="size-5" />
              </RadixDialog.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}
