import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_STATUS } from '@jauc/contract';
import { BidStatusBadge, bidStatusTone, type StatusTone } from '../../../../components/ui/status-badge';
import { Tooltip } from '../../../../components/ui/tooltip';
import { cn } from '../../../../lib/cn';
import { useServerNow } from '../../../../lib/server-clock';
import { useUpdateBidStatus } from '../../api/update-bid-status';
import { useManageError } from '../../hooks/use-manage-error';
import { saveUndoable, useUndoableValue, type UndoableChange } from '../../hooks/use-undo-history';
import { isAllowToEdit, MANAGER_STATUSES, rowIsFutureAuction, statusChoice } from '../../lib/manage-status';
import type { BidCellProps } from '../list/cell-slots';
import { ManageErrorDialog } from './manage-error-dialog';
import { WinConfirmDialog } from './win-confirm-dialog';

// The colour hint of each status button (spec 2 §4): its tone when chosen, a tinted border otherwise.
const chosen: Record<StatusTone, string> = {
  orange: 'border-orange-500 bg-orange-500 text-white',
  blue: 'border-blue-600 bg-blue-600 text-white',
  red: 'border-red-600 bg-red-600 text-white',
  gray: 'border-slate-500 bg-slate-500 text-white',
  purple: 'border-purple-600 bg-purple-600 text-white',
  green: 'border-green-600 bg-green-600 text-white',
};
const offered: Record<StatusTone, string> = {
  orange: 'border-orange-300 text-orange-800 hover:bg-orange-50',
  blue: 'border-blue-300 text-blue-800 hover:bg-blue-50',
  red: 'border-red-300 text-red-800 hover:bg-red-50',
  gray: 'border-slate-300 text-slate-700 hover:bg-slate-50',
  purple: 'border-purple-300 text-purple-800 hover:bg-purple-50',
  green: 'border-green-300 text-green-800 hover:bg-green-50',
};

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
          const tone = bidStatusTone(status);
          const button = (
            <button
              key={status}
              type="button"
              aria-pressed={choice === 'current'}
              aria-disabled={choice === 'future-blocked' || undefined}
              data-status={status}
              onClick={() => {
                if (choice === 'direct') save(status);
                if (choice === 'confirm-win') setWinOpen(true);
              }}
              className={cn(
                'min-h-7 truncate rounded-md border px-1 py-0.5 text-[11px] leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                choice === 'current' ? chosen[tone] : offered[tone],
                choice === 'future-blocked' && 'cursor-not-allowed opacity-45 hover:bg-transparent',
              )}
            >
              {t(`BidStatus.${status}`)}
            </button>
          );
          return choice === 'future-blocked' ? (
            <Tooltip key={status} content={t('BidManage.futureBlocked')}>
              {button}
            </Tooltip>
          ) : (
            button
          );
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
