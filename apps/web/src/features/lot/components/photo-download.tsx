import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotDetail, PageType } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { useDownloadImages } from '../api/download-images';
import { useUssImages } from '../api/uss-images';
import { DownloadIcon } from '../../../components/ui/icons';

export interface PhotoDownloadProps {
  pageType: PageType;
  lot: Pick<LotDetail, 'carCommonDetail' | 'lotInfo' | 'lotImages' | 'ussCounter'>;
  /** The viewer's downloadPhotos permission. */
  allowed: boolean;
}

/**
 * Photo download (spec 2 §4, §6): auction lots only. An ordinary lot downloads its photos as
 * images.zip when the lot allows it; a USS lot uses one of the day's limited downloads, with the
 * number left shown, and waits while pending, once used, or when none are left.
 */
export function PhotoDownload({ pageType, lot, allowed }: PhotoDownloadProps) {
  if (pageType !== 'car-auction' || !allowed || lot.lotImages.images.length === 0) return null;
  if (lot.carCommonDetail.isUss) return <UssDownload pageType={pageType} lot={lot} />;
  if (!lot.carCommonDetail.allowDownloadPhotos) return null;
  return <ZipDownload id={lot.carCommonDetail.id} />;
}

function ZipDownload({ id }: { id: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = useDownloadImages(id);
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" size="sm" pending={download.isPending} onClick={() => download.mutate()}>
        {!download.isPending && <DownloadIcon className="size-4" />}
        {t('LotPage.downloadPhotos')}
      </Button>
      {download.isError && (
        <p role="alert" className="text-xs text-red-700">
          {errorText(download.error)}
        </p>
      )}
    </div>
  );
}

function UssDownload({ pageType, lot }: { pageType: PageType; lot: PhotoDownloadProps['lot'] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [used, setUsed] = useState(false);
  const left = lot.ussCounter?.ussLimit;
  const download = useUssImages(pageType, { id: lot.carCommonDetail.id, lotNo: lot.lotInfo.lotNumber, auction: lot.lotInfo.auctionName });
  const disabled = used || !left || left <= 0;
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" size="sm" disabled={disabled} pending={download.isPending} onClick={() => download.mutate(undefined, { onSuccess: () => setUsed(true) })}>
        {!download.isPending && <DownloadIcon className="size-4" />}
        {t('LotPage.downloadPhotos')}
      </Button>
      <p className="text-xs text-slate-500" data-testid="uss-left">
        {t('LotPage.ussLeft', { count: Math.max(left ?? 0, 0) })}
      </p>
      {download.isError && (
        <p role="alert" className="text-xs text-red-700">
          {errorText(download.error)}
        </p>
      )}
    </div>
  );
}
