import type { BidInfo } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { AlertIcon, ClockIcon, LockIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** Which banner explains why there is no bid form (spec 2 §4 "Bid panel banners"). */
export function bidBanner(info: BidInfo): 'finished' | 'closed' | 'limit' | null {
  if (info.auctionFinished) return 'finished';
  if (!info.acceptBid) return 'closed';
  if (info.bidLimitReached) return 'limit';
  return null;
}

const styles = {
  finished: { key: 'CarAuction.AuctionFinished', icon: ClockIcon, tone: 'border-slate-200 bg-slate-50 text-slate-700' },
  closed: { key: 'CarAuction.BiddingIsClosed', icon: LockIcon, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  limit: { key: 'CarAuction.BidLimit', icon: AlertIcon, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
} as const;

export function BidBanner({ kind }: { kind: keyof typeof styles }) {
  const { t } = useTranslation();
  const { key, icon: Icon, tone } = styles[kind];
  return (
    <div role="status" className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm font-medium', tone)}>
      <Icon className="mt-px size-4.5 shrink-0 opacity-80" />
      <p>{t(key)}</p>
    </div>
  );
}
