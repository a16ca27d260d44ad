import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslatedSheet } from '../api/translate-sheet';
import { GalleryPreview } from '../../../components/gallery/gallery-preview';
import { Card } from './lot-facts';
import { TranslateIcon } from './lot-icons';

export interface AuctionSheetProps {
  carId: number;
  /** The Japanese sheet's URL; '' when the lot has none. */
  sheet: string;
  /** Translate is offered (auctionTranslationUse, and never on the share page). */
  canTranslate: boolean;
  className?: string;
}

/**
 * The auction sheet with its Translate / Original toggle (spec 2 §4 "Auction sheet translation"):
 * the translation is asked for the first time it is wanted and kept, so toggling back and forth
 * costs nothing; the button waits while it loads. A click on the sheet opens it full screen.
 */
export function AuctionSheet({ carId, sheet, canTranslate, className }: AuctionSheetProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [translated, setTranslated] = useState(false);
  const [preview, setPreview] = useState(false);
  const translation = useTranslatedSheet(carId, sheet, canTranslate && translated);
  const showTranslation = translated && translation.data !== undefined;
  const src = showTranslation ? translation.data : sheet;
  const alt = t(showTranslation ? 'AuctionSheet.altTranslated' : 'AuctionSheet.altOriginal');

  const toggle = () => {
    if (translated && !translation.isError) return setTranslated(false);
    setTranslated(true);
    if (translation.isError) void translation.refetch();
  };

  const action =
    sheet && canTranslate ? (
      <Button variant="secondary" size="sm" onClick={toggle} pending={translation.isFetching}>
        {!translation.isFetching && <TranslateIcon className="size-4" />}
        {t(translated && !translation.isError ? 'AuctionSheet.original' : 'AuctionSheet.translate')}
      </Button>
    ) : undefined;

  return (
    <Card title={t('AuctionSheet.title')} labelledBy="auction-sheet-title" actions={action} className={className}>
      {!sheet ? (
        <p className="rounded-md bg-slate-50 px-4 py-8 text-center text-sm text-slate-500">{t('AuctionSheet.noData')}</p>
      ) : (
        <>
          {translation.isError && translated && (
            <p role="alert" className="mb-2 text-sm text-red-700">
              {t('AuctionSheet.translateFailed')} {errorText(translation.error)}
            </p>
          )}
          <div className="relative overflow-hidden rounded-md border border-slate-200 bg-slate-50">
            <button type="button" onClick={() => setPreview(true)} aria-label={t('AuctionSheet.open')} className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
              <img src={src} alt={alt} decoding="async" className="mx-auto w-full max-w-xl object-contain" />
            </button>
            {translation.isFetching && (
              <div className="absolute inset-0 flex items-center justify-center bg-white/60 text-brand-600">
                <Spinner className="size-8" />
              </div>
            )}
          </div>
          <GalleryPreview images={[src]} thumbnails={[src]} start={preview ? 0 : null} onClose={() => setPreview(false)} alt={alt} />
        </>
      )}
    </Card>
  );
}
