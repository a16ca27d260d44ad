import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useErrorText } from '../../../../components/ui/error-alert';
import { EmptyCarIcon } from '../../../../components/ui/icons';
import { ContractError } from '../../../../lib/api-errors';

/**
 * The list could not be loaded. An answer that does not match the contract lists its validation
 * errors (spec 2 §5, §8: "a backend invalid data error on the bid list").
 */
export function BidListError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const text = useErrorText();
  const contract = error instanceof ContractError ? error : null;
  return (
    <Alert title={contract ? t('BidList.invalidData') : t('BidList.errorTitle')} className="py-4">
      {contract ? (
        <ul aria-label={t('Shell.contractDetails')} className="mt-1 list-disc pl-5 font-mono text-xs break-words">
          {contract.issues.map((issue, i) => (
            <li key={i}>{issue}</li>
          ))}
        </ul>
      ) : (
        <p>{text(error)}</p>
      )}
      <Button variant="secondary" size="sm" className="mt-3" pending={retrying} onClick={onRetry}>
        {t('Listing.retry')}
      </Button>
    </Alert>
  );
}

export type EmptyReason = 'filtered' | 'pastEnd' | 'tab' | 'none';

/**
 * Nothing to show (spec 2 §8): no bids at all says so ('Empty'); a filter or search that matches
 * nothing offers to reset it; an empty tab says so; a page past the end leads to the first page.
 */
export function BidListEmpty({ reason, onReset, onFirstPage, noneKey }: { reason: EmptyReason; onReset: () => void; onFirstPage: () => void; noneKey: string }) {
  const { t } = useTranslation();
  const text = { filtered: 'BidList.empty.filtered', pastEnd: 'Listing.empty.pastEnd', tab: 'BidList.empty.tab', none: noneKey }[reason];
  return (
    <section aria-labelledby="bid-list-empty" className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <EmptyCarIcon className="size-12 text-slate-300" />
      <h2 id="bid-list-empty" className="text-lg font-semibold text-slate-900">
        {t('BidList.empty.title')}
      </h2>
      <p className="max-w-md text-sm text-slate-600">{t(text)}</p>
      {reason === 'filtered' && (
        <Button variant="secondary" onClick={onReset}>
          {t('Listing.resetFilters')}
        </Button>
      )}
      {reason === 'pastEnd' && (
        <Button variant="secondary" onClick={onFirstPage}>
          {t('Listing.firstPage')}
        </Button>
      )}
    </section>
  );
}
