import { useTranslation } from 'react-i18next';
import { countdownInterval, deadlineTimes, formatCountdown, HOUR_MS } from '../../lib/countdown';
import { cn } from '../../lib/cn';
import { serverNowMs, useServerNow, useServerTimeReached } from '../../lib/server-clock';
import { ClockIcon } from './icons';

// The bidding deadline of a lot as listing rows, cards and the lot page show it (DESIGN.md §3
// "Auctions and lots"): a live countdown on the server's clock and the deadline in the viewer's
// time and in Japan time; "Bidding closed" once the server's clock has passed it.

const deadlineMs = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** Whether bidding has closed: the deadline has passed on the server's clock (false without one). */
export function useBiddingClosed(deadline: string | null | undefined): boolean {
  return useServerTimeReached(deadlineMs(deadline));
}

/** "Bids close in 1 day 4 h": changes every minute, every second in the last hour. */
function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const now = useServerNow(countdownInterval(deadline - serverNowMs()));
  const left = deadline - now.getTime();
  return (
    <span data-urgent={left < HOUR_MS || undefined} className={cn('tabular-nums', left < HOUR_MS && 'font-semibold text-amber-800')}>
      {t('Deadline.closesIn', { time: formatCountdown(t, left) })}
    </span>
  );
}

/** The deadline in the viewer's time and in Japan time (once, for a viewer in Japan). */
export function DeadlineTimes({ deadline, className }: { deadline: string; className?: string }) {
  const { t } = useTranslation();
  const ms = deadlineMs(deadline);
  if (ms === null) return null;
  const times = deadlineTimes(new Date(ms));
  return (
    // One line each: side by side they would not fit a phone's card.
    <time dateTime={deadline} className={cn('flex flex-col tabular-nums', className)}>
      {!times.same && <span>{t('Deadline.local', { time: times.local })}</span>}
      <span>{t('Deadline.japan', { time: times.japan })}</span>
    </time>
  );
}

export interface BiddingDeadlineProps {
  /** The lot's bidding deadline (ISO); nothing is shown without one. */
  deadline: string | null | undefined;
  /** Rows and cards say nothing once closed: their status badge says "Bidding closed". */
  hideWhenClosed?: boolean;
  /** Small print on rows and cards, the body's size among the lot page's facts. */
  size?: 'xs' | 'sm';
  className?: string;
}

/** The countdown above the deadline's times; "Bidding closed" once passed. */
export function BiddingDeadline({ deadline, hideWhenClosed = false, size = 'xs', className }: BiddingDeadlineProps) {
  const { t } = useTranslation();
  const ms = deadlineMs(deadline);
  const closed = useServerTimeReached(ms);
  if (ms === null || !deadline || (closed && hideWhenClosed)) return null;
  return (
    <div data-deadline={closed ? 'closed' : 'open'} className={cn('flex flex-col gap-0.5', size === 'xs' ? 'text-xs' : 'text-sm', className)}>
      <p className="flex items-start gap-1 font-medium text-slate-700">
        <ClockIcon aria-hidden className={cn('shrink-0 text-slate-400', size === 'xs' ? 'mt-px size-3.5' : 'mt-0.5 size-4')} />
        {closed ? t('AuctionStatus.biddingClosed') : <Countdown deadline={ms} />}
      </p>
      <DeadlineTimes deadline={deadline} className="text-slate-500" />
    </div>
  );
}
