import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import { Sheet, SheetClose } from '../ui/sheet';

export interface ListSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Left of the title: a back button while a drill-down level is open. */
  leading?: ReactNode;
  /** The actions at the bottom (Clear all and Apply); none for a sheet that acts on each tap. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The full-screen sheet of a list on small screens (filters, sort): a title with a close button,
 * a scrolling body and the actions pinned to the bottom.
 */
export function ListSheet({ open, onOpenChange, title, leading, footer, children }: ListSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} side="right" className="w-full! max-w-none!">
      <div className="flex h-14 shrink-0 items-center gap-1 border-b border-slate-200 px-4">
        {leading}
        <h2 className="flex-1 truncate text-lg font-semibold text-slate-900">{title}</h2>
        <SheetClose aria-label={t('Common.close')} className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
          <CloseIcon className="size-5" />
        </SheetClose>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      {footer && <div className="grid shrink-0 grid-cols-2 gap-2 border-t border-slate-200 p-4">{footer}</div>}
    </Sheet>
  );
}
