import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotDetail, PageType } from '@jauc/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorText } from '../../../components/ui/error-alert';
import { AlertIcon, CheckIcon, SendIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSharePassword } from '../api/get-share-password';
import { carTitle } from '../lib/lot-format';
import { cleanShareText, COPIED_INDICATOR_MS, copyText, messengerShareUrl, openShareWindow, shareLink } from '../lib/share-text';
import { CopyIcon, ShareIcon } from './lot-icons';

type ShareLot = Pick<LotDetail, 'lotInfo' | 'carInfo' | 'lotImages'> & { carCommonDetail: Pick<LotDetail['carCommonDetail'], 'id'> };

/** The Share button and its dialog (shareCar permission). */
export function ShareButton({ pageType, lot }: { pageType: PageType; lot: ShareLot }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ShareIcon className="size-4" />
        {t('Share.button')}
      </Button>
      {open && <ShareDialog pageType={pageType} lot={lot} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Share a lot (spec 2 §4 "Share"): the access code is asked for as the dialog opens; Copy puts the
 * message (link, code and the warning never to publish it) on the clipboard and shows a check for
 * three seconds; Send opens a messenger's share window with the same message.
 */
export function ShareDialog({ pageType, lot, onClose }: { pageType: PageType; lot: ShareLot; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const phone = useMediaQuery('(max-width: 767px)');
  const id = lot.carCommonDetail.id;
  const password = useSharePassword({ pageType, carId: id, auctionDate: lot.lotInfo.auctionDate, imageUrl: lot.lotImages.images[0] }, true);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const link = shareLink(window.location.origin, pageType, id);
  const code = password.data;
  const heading = `${carTitle(lot.carInfo)} — ${lot.lotInfo.auctionName}, ${t('LotPage.lotNo', { lotNo: lot.lotInfo.lotNumber })}`;
  const message = code ? cleanShareText([heading, `${t('Share.linkLabel')}: ${link}`, `${t('Share.codeLabel')}: ${code}`, '', t('Share.warning')]) : '';

  const copy = async () => {
    setCopyFailed(false);
    try {
      await copyText(message);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    } catch {
      setCopyFailed(true);
    }
  };

  const send = () => openShareWindow(messengerShareUrl(link, cleanShareText([heading, `${t('Share.codeLabel')}: ${code}`, '', t('Share.warning')])), phone);

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('Share.title')}
      description={t('Share.description')}
      footer={
        code ? (
          <>
            <Button variant="secondary" onClick={send}>
              <SendIcon className="size-4" />
              {t('Share.send')}
            </Button>
            <Button onClick={() => void copy()} aria-live="polite">
              {copied ? <CheckIcon className="size-4" data-testid="copied-check" /> : <CopyIcon className="size-4" />}
              {t(copied ? 'Share.copied' : 'Share.copy')}
            </Button>
          </>
        ) : undefined
      }
    >
      {password.isPending ? (
        <div className="flex justify-center py-6 text-brand-600">
          <Spinner className="size-6" />
        </div>
      ) : password.isError ? (
        <Alert>
          <p>{errorText(password.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" pending={password.isFetching} onClick={() => void password.refetch()}>
            {t('Common.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="share-link" className="text-sm font-medium text-slate-700">
              {t('Share.linkLabel')}
            </label>
            <input
              id="share-link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 w-full rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-[13px] text-slate-800"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <span id="share-code-label" className="text-sm font-medium text-slate-700">
              {t('Share.codeLabel')}
            </span>
            <output aria-labelledby="share-code-label" className="font-mono text-3xl font-semibold tracking-[0.3em] text-slate-900 tabular-nums">
              {code}
            </output>
          </div>
          <Alert tone="warning" title={t('Share.warningTitle')}>
            <span className="flex gap-2">
              <AlertIcon className="mt-0.5 size-4 shrink-0" />
              {t('Share.warning')}
            </span>
          </Alert>
          {copyFailed && <p className="text-sm text-red-700">{t('Share.copyFailed')}</p>}
        </div>
      )}
    </Dialog>
  );
}
