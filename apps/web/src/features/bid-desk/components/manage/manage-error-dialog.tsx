import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CircleAlertIcon } from '../../../../components/ui/icons';
import { useReturnFocus } from '../../../../components/ui/return-focus';

interface ManageErrorDialogProps {
  open: boolean;
  onClose: () => void;
  /** Why the change was refused, already translated; the default text otherwise. */
  reason?: string | null;
}

/**
 * The bottom dialog of a failed bid change (spec 2 §8): "Something went wrong" and "The
 * information has not been changed" — or the server's reason when it gave one — and Close.
 */
export function ManageErrorDialog(props: ManageErrorDialogProps) {
  // Three of them on every manager's bid card: nothing is mounted until one opens (as ui/dialog).
  return props.open ? <OpenManageErrorDialog {...props} /> : null;
}

function OpenManageErrorDialog({ open, onClose, reason }: ManageErrorDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[55] bg-slate-900/30 transition-opacity starting:opacity-0" />
        <RadixDialog.Content
          role="alertdialog"
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-[55] mx-auto w-full max-w-lg rounded-t-xl bg-white px-6 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl outline-none transition-transform duration-200 starting:translate-y-full sm:bottom-4 sm:rounded-xl"
        >
          <div className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-red-100 text-red-700">
              <CircleAlertIcon className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-base font-semibold text-slate-900">{t('Error.default')}</RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">{reason || t('Error.defaultDescription')}</RadixDialog.Description>
            </div>
          </div>
          <div className="mt-5 flex justify-end">
            <Button variant="secondary" onClick={onClose} className="w-full sm:w-auto">
              {t('Common.close')}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
