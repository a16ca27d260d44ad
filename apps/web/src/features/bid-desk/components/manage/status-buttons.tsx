import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_STATUS } from '@jauc/contract';
import { BidStatusBadge } from '../../../../components/ui/status-badge';
import { cn } from '../../../../lib/cn';
import { useServerNow } from '../../../../lib/server-clock';
import { useUpdateBidStatus } from '../../api/update-bid-status';
import { useManageError } from '../../hooks/use-manage-error';
import { saveUndoable, useUndoableValue, type UndoableChange } from '../../hooks/use-undo-history';
import { isAllowToEdit, MANAGER_STATUSES, rowIsFutureAuction, statusChoice } from '../../lib/manage-status';
import type { BidCellProps } from '../list/cell-slots';
import { ManageErrorDialog } from './manage-error-dialog';
import { StatusButton } from './status-button';
import { WinConfirmDialog } from './win-confirm-dialog';

/**
 * The manager's status buttons on a bid row (spec 2 §4, §6): 1–6 with their colours. Win asks
 * for confirmation; New -> Bid / Don't bid waits for the auction day; a failed save is undone.
 * Archive rows, other viewers and statuses outside 1, 2, 6 show the read-only badge.
 */
export function StatusButtons({ bid, archive, editable, layout }: BidCellProps) {
  const { t } = useTranslation();
  const { shown, pending } = useUndoableValue(bid.bidId, 'status', bid.bidStatus);
  const { shown: soldPrice } = useUndoableValue(bid.bidId, 'soldPrice', bid.soldPrice);
  const mutation = useUpdateBidStatus();
  const error = useManageError();
  const [winOpen, setWinOpen] = useState(false);
  // Minute ticks: the future-auction rule lifts at the Tokyo midnight that starts the auction day.
  const future = rowIsFutureAuction(bid, useServerNow(60_000).getTime());

  if (archive || !editable || shown === null || !isAllowToEdit(shown)) return <BidStatusBadge status={shown} />;
  const current = shown;

  const save = (next: number, win?: { soldPrice: number; confirm: 1 | 2 }) => {
    const changes: UndoableChange[] = [{ field: 'status', value: next, serverValue: bid.bidStatus }];
    if (win) changes.push({ field: 'soldPrice', value: win.soldPrice, serverValue: bid.soldPrice });
    saveUndoable(bid.bidId, changes, () => mutation.mutateAsync({ bidId: bid.bidId, status: next, ...(win ?? {}) })).catch(error.report);
  };

  return (
    <>
      <div role="group" aria-label={t('BidManage.statusGroup', { lotNo: bid.lotNo })} aria-busy={pending || undefined} className={cn('grid gap-1', layout === 'grid' ? 'w-44 grid-cols-2' : 'grid-cols-3')}>
        {MANAGER_STATUSES.map((status) => {
          const choice = statusChoice(current, status, future);
          const choose = () => {
            if (choice === 'confirm-win') setWinOpen(true);
            else if (choice === 'direct') save(status);
          };
          return <StatusButton key={status} status={status} choice={choice} onChoose={choose} />;
        })}
      </div>
      {winOpen && (
        <WinConfirmDialog
          bid={{ ...bid, soldPrice }}
          future={future}
          onCancel={() => setWinOpen(false)}
          onConfirm={(price, confirmations) => {
            setWinOpen(false);
            save(BID_STATUS.win, { soldPrice: price, confirm: confirmations });
          }}
        />
      )}
      <ManageErrorDialog open={error.open} reason={error.reason} onClose={error.close} />
    </>
  );
}
