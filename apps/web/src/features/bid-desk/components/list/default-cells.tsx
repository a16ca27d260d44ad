import { useTranslation } from 'react-i18next';
import { BidStatusBadge } from '../../../../components/ui/status-badge';
import { cn } from '../../../../lib/cn';
import { useProfile } from '../../../../lib/session-store';
import { viewerOf } from '../../lib/list-kind';
import type { BidCellProps, BidCellSlots } from './cell-slots';
import { yenOrDash } from './bid-parts';

/** The read-only cells of spec 2 §6 "Client view", used wherever a slot is not filled. */
function StatusCell({ bid }: BidCellProps) {
  return <BidStatusBadge status={bid.bidStatus} />;
}

function SoldPriceCell({ bid }: BidCellProps) {
  return <span className="font-medium whitespace-nowrap tabular-nums">{yenOrDash(bid.soldPrice)}</span>;
}

/**
 * A manager sees the owner; a client or dealer sees the owner's name only on someone else's bid
 * (a dealer's client), and on their own the manager who handles it (spec 2 §6).
 */
function UserCell({ bid }: BidCellProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const manager = profile ? viewerOf(profile.detail) === 'manager' : false;
  const own = !bid.user || bid.user.jasClientId === profile?.detail.userId;
  if (manager || !own) {
    return (
      <span className="block min-w-0">
        <span className="block truncate font-medium text-slate-800">{bid.user?.name ?? bid.manager ?? '—'}</span>
        {bid.user?.company && <span className="block truncate text-xs text-slate-500">{bid.user.company}</span>}
      </span>
    );
  }
  return (
    <span className="block min-w-0 text-slate-600">
      <span className="block text-xs text-slate-500">{t('BidList.companyManager')}</span>
      <span className="block truncate">{bid.manager ?? '—'}</span>
    </span>
  );
}

function ChatCell({ bid, layout }: BidCellProps) {
  const { t } = useTranslation();
  if (!bid.message)
    return (
      <span title={t('BidList.noMessages')} className="text-xs text-slate-400">
        —<span className="sr-only">{t('BidList.noMessages')}</span>
      </span>
    );
  return (
    <span className={cn('flex min-w-0 items-start gap-1.5', layout === 'grid' && 'max-w-32')}>
      {!bid.isRead && (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-red-500">
          <span className="sr-only">{t('BidList.unread')}</span>
        </span>
      )}
      <span className="line-clamp-2 text-xs text-slate-600">{bid.message}</span>
    </span>
  );
}

function NoActions() {
  return null;
}

export const READ_ONLY_CELLS: Required<BidCellSlots> = { StatusCell, SoldPriceCell, UserCell, ChatCell, RowActions: NoActions };

/** The slots given, the read-only cell for each one left out. */
export function withDefaults(slots: BidCellSlots | undefined): Required<BidCellSlots> {
  const filled = Object.fromEntries(Object.entries(slots ?? {}).filter(([, cell]) => cell !== undefined));
  return { ...READ_ONLY_CELLS, ...filled };
}
