import { useTranslation } from 'react-i18next';
import { ROLE } from '@jauc/contract';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { BidStatusBadge } from '../../../components/ui/status-badge';
import { cn } from '../../../lib/cn';
import { useBidLogs } from '../api/get-bid-logs';
import { chatTime } from '../lib/chat-time';

/** Spec 2 §6: the client's own actions (client level 1064, VIP 981) stand out in the log. */
const HIGHLIGHTED: ReadonlySet<number> = new Set([ROLE.client, ROLE.vip]);

/** The History tab (managers only): the bid's log, oldest first; BidLogs.Empty when it has none. */
export function BidLogList({ bidId }: { bidId: number }) {
  const { t } = useTranslation();
  const logs = useBidLogs(bidId, true);
  if (logs.isPending)
    return (
      <div className="flex flex-1 items-center justify-center text-brand-600">
        <Spinner />
      </div>
    );
  if (logs.isError)
    return (
      <div className="flex flex-col items-start gap-2 py-2">
        <ErrorAlert error={logs.error} className="self-stretch" />
        <Button variant="secondary" size="sm" pending={logs.isFetching} onClick={() => void logs.refetch()}>
          {t('Common.tryAgain')}
        </Button>
      </div>
    );
  if (logs.data.length === 0) return <p className="flex flex-1 items-center justify-center text-sm text-slate-500">{t('BidLogs.Empty')}</p>;
  return (
    <ol aria-label={t('BidLogs.title')} className="flex min-h-0 flex-1 flex-col gap-1.5 overflow-y-auto py-2">
      {logs.data.map((entry, i) => {
        const highlighted = entry.userType !== undefined && HIGHLIGHTED.has(entry.userType);
        return (
          <li
            key={`${entry.date}-${i}`}
            data-highlighted={highlighted || undefined}
            className={cn('rounded-md border px-3 py-2 text-sm', highlighted ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white')}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="font-medium text-slate-900">
                {entry.userName}
                {highlighted && <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900">{t('BidLogs.client')}</span>}
              </span>
              <time dateTime={entry.date} className="text-xs text-slate-500 tabular-nums">
                {t('BidChat.time', chatTime(entry.date))}
              </time>
            </div>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <span className="text-slate-700">{entry.event}</span>
              <BidStatusBadge status={entry.status} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
