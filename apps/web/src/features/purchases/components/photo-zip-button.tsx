import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { DownloadIcon } from '../../../components/ui/icons';
import { usePurchaseImagesZip } from '../api/download-purchase-images';

/** The car's photos as images.zip, with how far the download has come (spec 2 §4 "Photo download"). */
export function PhotoZipButton({ purchaseId }: { purchaseId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, start } = usePurchaseImagesZip(purchaseId);
  const loading = state.status === 'loading';
  const percent = loading && state.share !== null ? Math.round(state.share * 100) : null;
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" size="sm" pending={loading} onClick={() => void start()}>
          {!loading && <DownloadIcon className="size-4" />}
          {t('Purchases.downloadPhotos')}
        </Button>
      </div>
      {loading && (
        <div className="flex items-center gap-2">
          <progress
            className="h-2 w-48 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            aria-label={t('Purchases.photosProgress')}
            max={100}
            value={percent ?? undefined}
          />
          <span className="text-xs text-slate-600 tabular-nums" aria-live="polite">
            {percent === null ? t('Purchases.preparing') : `${percent}%`}
          </span>
        </div>
      )}
      {state.status === 'error' && (
        <p role="alert" className="text-xs text-red-700">
          {errorText(state.error)}
        </p>
      )}
    </div>
  );
}
