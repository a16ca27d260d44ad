import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { EmptyCarIcon } from '../../../components/ui/icons';

/** The translated reason a listing failed to load. */
function useErrorText(error: unknown): string {
  const { t } = useTranslation();
  if (error instanceof ApiError) return translateMessage(t, error.code ?? 'invalid_input');
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return t('Error.network');
  return t('Error.default');
}

export function ListingError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const text = useErrorText(error);
  return (
    <Alert title={t('Listing.errorTitle')} className="py-4">
      <p>{text}</p>
      <Button variant="secondary" size="sm" className="mt-3" pending={retrying} onClick={onRetry}>
        {t('Listing.retry')}
      </Button>
    </Alert>
  );
}

/**
 * Nothing to show. The way out depends on why: filters that match nothing can be reset, a page
 * past the end leads back to the first one, and an empty market just says so.
 */
export function ListingEmpty({
  filtered,
  pastEnd,
  onResetFilters,
  onFirstPage,
  noneKey = 'Listing.empty.none',
}: {
  filtered: boolean;
  pastEnd: boolean;
  onResetFilters: () => void;
  onFirstPage: () => void;
  /** What an empty listing without filters says (a favorites group has its own text). */
  noneKey?: string;
}) {
  const { t } = useTranslation();
  const reason = filtered ? 'Listing.empty.filtered' : pastEnd ? 'Listing.empty.pastEnd' : noneKey;
  return (
    <section aria-labelledby="listing-empty-title" className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <EmptyCarIcon className="size-12 text-slate-300" />
      <h2 id="listing-empty-title" className="text-lg font-semibold text-slate-900">
        {t('Common.noRecords')}
      </h2>
      <p className="max-w-md text-sm text-slate-600">{t(reason)}</p>
      {filtered && (
        <Button variant="secondary" onClick={onResetFilters}>
          {t('Listing.resetFilters')}
        </Button>
      )}
      {!filtered && pastEnd && (
        <Button variant="secondary" onClick={onFirstPage}>
          {t('Listing.firstPage')}
        </Button>
      )}
    </section>
  );
}
