import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { CloseIcon } from './icons';
import { useReturnFocus } from './return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Shown left of the title, e.g. a tinted icon. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned (stacked on phones). */
  footer?: ReactNode;
  /**
   * When false the user must pick an action: Escape and clicks outside do nothing, there is no
   * close button, and the dialog is announced as an alert dialog.
   */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' };
const keepOpen = (e: Event) => e.preventDefault();

/**
 * A centred modal dialog on Radix Dialog: focus is trapped and returned to the opener, the page is
 * inert. Nothing is mounted while it is closed: a bid card carries several dialogs, and their Radix
 * parts, mounted closed on every card, cost a phone a good part of the list's first render.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ open, onOpenChange, title, description, icon, children, footer, dismissible = true, size = 'md', className }: DialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] transition-opacity starting:opacity-0" />
        <RadixDialog.Content
          role={dismissible ? 'dialog' : 'alertdialog'}
          // Without a description Radix must be told there is none, or it warns.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={dismissible ? undefined : keepOpen}
          onPointerDownOutside={dismissible ? undefined : keepOpen}
          onInteractOutside={dismissible ? undefined : keepOpen}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl outline-none transition-[opacity,scale] starting:scale-95 starting:opacity-0',
            widths[size],
            className,
          )}
        >
          <div className="flex items-start gap-3 px-6 pt-6">
            {icon}
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1.5 text-sm text-slate-600">{description}</RadixDialog.Description>}
            </div>
            {dismissible && (
              <RadixDialog.Close
                aria-label={t('Common.close')}
                className="-mt-1 -mr-2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          {children && <div className="min-h-0 overflow-y-auto px-6 pt-4 text-sm text-slate-700">{children}</div>}
          {footer && <div className="flex flex-col-reverse gap-2 px-6 pt-5 pb-6 sm:flex-row sm:justify-end">{footer}</div>}
          {!footer && <div className="pb-6" />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
