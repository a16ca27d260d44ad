import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../../components/ui/icons';
import { Sheet, SheetClose } from '../../../../components/ui/sheet';
import { QuickSearch } from './quick-search';
import type { FilterController } from './use-filter-draft';

/** The full-screen search sheet of small screens, holding the lot-number quick search. */
export function SearchSheet({ ctrl, open, onOpenChange }: { ctrl: FilterController; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('Filters.quickSearch.title')} side="right" className="w-full! max-w-none!">
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('Filters.quickSearch.title')}</h2>
        <SheetClose aria-label={t('Common.close')} className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
          <CloseIcon className="size-5" />
        </SheetClose>
      </div>
      <div className="flex flex-col gap-2 p-4">
        <QuickSearch value={ctrl.state.search} onSearch={ctrl.search} onSubmitted={() => onOpenChange(false)} autoFocus className="h-11" />
        <p className="text-xs text-slate-500">{t('Filters.quickSearch.hint')}</p>
      </div>
    </Sheet>
  );
}
