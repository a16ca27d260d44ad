import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_STATUS } from '@jauc/contract';
import { cn } from '../../lib/cn';

export type StatusTone = 'orange' | 'blue' | 'red' | 'gray' | 'purple' | 'green';

/** Bid status colours (spec 2 §4): 1 orange, 2 blue, 3 red, 4 gray, 5 purple, 6 green. */
const BID_TONES: Record<number, StatusTone> = {
  [BID_STATUS.new]: 'orange',
  [BID_STATUS.bid]: 'blue',
  [BID_STATUS.dontBid]: 'red',
  [BID_STATUS.cancel]: 'gray',
  [BID_STATUS.finished]: 'purple',
  [BID_STATUS.win]: 'green',
};
export const bidStatusTone = (status: number | null): StatusTone => (status === null ? 'gray' : (BID_TONES[status] ?? 'gray'));

const tones: Record<StatusTone, string> = {
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/20',
  green: 'bg-green-100 text-green-800 ring-green-600/20',
};

/** A bid or lot status with its colour (the design system's badge has no purple). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span data-tone={tone} className={cn('inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tones[tone])}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}

/** A bid status (1–7) as a coloured badge; the label is `BidStatus.<status>`. */
export function BidStatusBadge({ status }: { status: number | null }) {
  const { t } = useTranslation();
  if (status === null) return <span className="text-slate-400">—</span>;
  return <StatusBadge tone={bidStatusTone(status)}>{t(`BidStatus.${status}`, { defaultValue: String(status) })}</StatusBadge>;
}
