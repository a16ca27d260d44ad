import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { ApiError } from '../../../lib/api-errors';
import { EmptyCarIcon } from '../../../components/ui/icons';

/** Where "To car auction" leads. */
export const CAR_AUCTION_PATH = '/car-auction';

/** The lot is not there (or not for this visitor): answers that say so rather than "try again". */
export const isMissingLot = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === 'lot_not_found' || error.code === 'not_found');

/** No lot to show (spec 2 §8): CarAuction.Empty and a way to the car auction. */
export function EmptyLot() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="empty-lot-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <EmptyCarIcon className="size-14 text-slate-300" />
      <h1 id="empty-lot-title" className="text-lg font-semibold text-slate-900">
        {t('CarAuction.Empty')}
      </h1>
      <LinkButton to={CAR_AUCTION_PATH}>{t('LotPage.toCarAuction')}</LinkButton>
    </section>
  );
}

/** The lot could not be loaded for another reason: what went wrong and a retry. */
export function LotError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return (
    <Alert title={t('LotPage.errorTitle')} className="mx-auto max-w-xl py-4">
      <p>{text(error)}</p>
      <Button variant="secondary" size="sm" className="mt-3" pending={retrying} onClick={onRetry}>
        {t('Common.tryAgain')}
      </Button>
    </Alert>
  );
}

const block = 'animate-pulse rounded-lg bg-slate-200/70';

/** The page's shape while the lot loads: title, photo, facts and the side column. */
export function LotSkeleton({ side = true }: { side?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('App.loading')} className="mx-auto flex w-full max-w-[1800px] flex-col gap-5">
      <div className="flex flex-col gap-2">
        <span className={`${block} h-4 w-24`} />
        <span className={`${block} h-4 w-48`} />
        <span className={`${block} h-8 w-72 max-w-full`} />
      </div>
      <div className={side ? 'grid gap-5 xl:grid-cols-[minmax(0,1fr)_360px] 2xl:grid-cols-[minmax(0,1fr)_400px]' : 'grid gap-5'}>
        <div className="grid gap-5 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-2">
            <span className={`${block} aspect-[4/3] w-full`} />
            <div className="grid grid-cols-4 gap-2">
              {[0, 1, 2, 3].map((i) => (
                <span key={i} className={`${block} aspect-[4/3]`} />
              ))}
            </div>
          </div>
          <span className={`${block} h-80`} />
        </div>
        {side && <span className={`${block} hidden h-72 xl:block`} />}
      </div>
    </div>
  );
}
