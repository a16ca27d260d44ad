import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './return-focus';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read by screen readers only; the panel's own content carries the visible heading. */
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
}

/** An off-canvas panel sliding in from a side (Radix Dialog: focus trap, Escape, inert page, focus back to the opener). */
export function Sheet({ open, onOpenChange, title, side = 'left', children, className }: SheetProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 transition-opacity starting:opacity-0" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl outline-none transition-transform duration-200',
            side === 'left' ? 'left-0 starting:-translate-x-full' : 'right-0 starting:translate-x-full',
            className,
          )}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the surrounding sheet (or dialog). */
export const SheetClose = RadixDialog.Close;
