import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { signedYen } from '../../../../lib/money';
import { useProfile } from '../../../../lib/session-store';
import { useManageError } from '../../hooks/use-manage-error';
import { useUndoableValue } from '../../hooks/use-undo-history';
import { isAllowToEdit } from '../../lib/manage-status';
import type { BidCellProps } from '../list/cell-slots';
import { AutoBidSwitch } from './auto-bid-switch';
import { EditBidModal } from './edit-bid-modal';
import { ManageErrorDialog } from './manage-error-dialog';

const PenIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden className="size-4">
    <path d="M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />
  </svg>
);

/**
 * The manager's actions on a bid row (spec 2 §6 "Manager view"): the edit button opening the
 * edit-bid modal and the auto-bid switch, on rows in status 1, 2 or 6 outside the archive.
 * Elsewhere only whether auto-bid is on.
 */
export function RowActions({ bid, archive, editable, layout }: BidCellProps) {
  const { t } = useTranslation();
  const permission = useProfile()?.permission;
  const { shown: status } = useUndoableValue(bid.bidId, 'status', bid.bidStatus);
  const [editing, setEditing] = useState(false);
  const error = useManageError();

  // adjustmentPriceShow: the adjustment price is shown with its editor (spec 2 §6).
  const adjustment =
    permission?.adjustmentPriceShow && bid.adjustmentPrice !== null && bid.adjustmentPrice !== undefined ? (
      <span className={cn('text-xs text-slate-600', layout === 'grid' ? 'flex flex-col' : 'whitespace-nowrap')}>
        {t('BidManage.adjustmentShort')} <span className="font-semibold whitespace-nowrap text-slate-800 tabular-nums">{signedYen(bid.adjustmentPrice)}</span>
      </span>
    ) : null;

  if (archive || !editable || !isAllowToEdit(status)) {
    if (!bid.autoBid && !adjustment) return null;
    return (
      <div className="flex flex-col items-start gap-1">
        {adjustment}
        {bid.autoBid && <Badge tone="blue">{t('BidManage.autoBidOn')}</Badge>}
      </div>
    );
  }
  return (
    <div className={cn('flex items-center gap-3', layout === 'grid' ? 'flex-col items-start gap-2' : 'flex-wrap')}>
      {adjustment}
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label={t('BidManage.editBid', { lotNo: bid.lotNo })}
        title={layout === 'grid' ? t('Common.edit') : undefined}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white text-xs font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          layout === 'grid' ? 'w-8 justify-center' : 'px-2.5',
        )}
      >
        <PenIcon />
        {/* The grid's narrow actions column shows the pen alone (its name is the aria-label). */}
        {layout === 'card' && t('Common.edit')}
      </button>
      <AutoBidSwitch bidId={bid.bidId} lotNo={bid.lotNo} autoBid={bid.autoBid ?? false} onError={error.report} compact={layout === 'grid'} />
      <EditBidModal
        bid={bid}
        open={editing}
        onClose={() => setEditing(false)}
        showAdjustment={permission?.adjustmentPriceShow ?? false}
        showExportType={permission?.exportTypeShow ?? false}
        onError={error.report}
      />
      <ManageErrorDialog open={error.open} reason={error.reason} onClose={error.close} />
    </div>
  );
}
