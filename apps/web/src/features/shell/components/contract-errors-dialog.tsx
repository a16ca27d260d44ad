import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { AlertIcon } from '../../../components/ui/icons';
import { contractErrorsStore, dismissContractErrors } from '../../../lib/contract-errors-store';
import { reloadPage } from '../reload-page';

/** Lists answers that failed contract validation (the last few), with Reload and Close. */
export function ContractErrorsDialog() {
  const { t } = useTranslation();
  const errors = contractErrorsStore.use((list) => list);
  // A retried query reports the same mismatch again; list each distinct one once.
  const distinct = [...new Map(errors.map((e) => [`${e.path}\n${e.issues.join('\n')}`, e])).values()];
  return (
    <Dialog
      open={errors.length > 0}
      onOpenChange={(open) => !open && dismissContractErrors()}
      size="lg"
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <AlertIcon className="size-5" />
        </span>
      }
      title={t('Contract.title')}
      description={t('Contract.description')}
      footer={
        <>
          <Button variant="secondary" onClick={dismissContractErrors}>
            {t('Common.close')}
          </Button>
          <Button onClick={reloadPage}>{t('Common.reload')}</Button>
        </>
      }
    >
      <ul className="flex flex-col gap-3" aria-label={t('Shell.contractDetails')}>
        {distinct.map((error, i) => (
          <li key={i} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <p className="font-mono text-xs font-semibold break-all text-slate-800">{error.path}</p>
            <ul className="mt-1.5 list-disc pl-5 font-mono text-xs break-words text-slate-600">
              {error.issues.map((issue, j) => (
                <li key={j}>{issue}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
