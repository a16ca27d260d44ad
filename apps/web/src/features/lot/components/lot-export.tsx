import { useTranslation } from 'react-i18next';
import type { LotDetail } from '@jauc/contract';
import { useExportReasonText } from '../../../lib/export-reasons';

type ExportCheck = NonNullable<LotDetail['exportCheck']>;

/**
 * Whether Japan lets this car be exported to the viewer's country under today's rules, with the
 * reasons when it does not. While the lot takes bids, the bid stays allowed (the car may be
 * shipped elsewhere) and the notice says so; a past result takes none, so it says nothing of it.
 */
export function LotExportNotice({ check, biddingOpen }: { check: ExportCheck; biddingOpen: boolean }) {
  const { t } = useTranslation();
  const reasonText = useExportReasonText();
  if (check.allowed) {
    return (
      <p className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        {t('LotPage.exportAllowed')}
      </p>
    );
  }
  return (
    <div role="note" aria-label={t('LotPage.exportRefusedTitle')} className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{t('LotPage.exportRefusedTitle')}</p>
      <p className="first-letter:uppercase">{check.reasons.map(reasonText).join(', ')}</p>
      {biddingOpen && <p className="mt-1 text-red-800 dark:text-red-200">{t('LotPage.exportBidStillAllowed')}</p>}
    </div>
  );
}
