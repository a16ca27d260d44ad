import { formatThousands, type OwnerDashboard as OwnerData } from '@jauc/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BiddingDeadline } from '../../../components/ui/bidding-deadline';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { signedYen } from '../../../lib/money';
import { auctionLotHref, purchasesHref, type BidListHref } from '../lib/dashboard-links';
import { ListCard, StatTile } from './dashboard-tiles';

/** A client's or dealer's dashboard: money, bids by status, next deadlines, purchases, chats. */
export function OwnerDashboard({ data, bidListHref }: { data: OwnerData; bidListHref: BidListHref }) {
  const { t } = useTranslation();
  // Each kind's own bid list: a dealer's covers their clients too, as the dashboard does.
  const bidsPath = data.kind === 'dealer' ? '/dealer-bids' : '/bids';
  const { balanceInfo: money } = data;
  const counters = data.activeBids.filter((c) => c.status === 'All' || c.count > 0);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile testId="tile-balance" label={t('Dashboard.balance')} value={signedYen(money.balance)} negative={money.balance < 0} hint={t('Dashboard.balanceHint')} href="/balance" />
        <StatTile
          testId="tile-bid-allow"
          label={t('Dashboard.bidAllow')}
          value={signedYen(money.bidAllow ?? 0)}
          negative={(money.bidAllow ?? 0) < 0}
          hint={
            <>
              {t('Dashboard.creditLimit')} <span className="whitespace-nowrap">{signedYen(money.creditLimit)}</span>
            </>
          }
          href="/balance"
        />
        <StatTile
          testId="tile-awaiting"
          label={t('Dashboard.awaitingResults')}
          value={formatThousands(data.awaitingResults)}
          attention={data.awaitingResults > 0}
          hint={t('Dashboard.awaitingHint')}
          href={bidListHref(bidsPath, { filters: { awaitingResult: ['1'] } })}
        />
        <StatTile
          testId="tile-unread"
          label={t('Dashboard.unreadChats')}
          value={formatThousands(data.unreadChats)}
          attention={data.unreadChats > 0}
          hint={t('Dashboard.unreadHint')}
          href={bidListHref(bidsPath, { filters: { unread: ['1'] } })}
        />
      </div>

      <section aria-labelledby="dashboard-active-bids" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="dashboard-active-bids" className="text-base font-semibold text-slate-900">
          {t('Dashboard.activeBids')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {counters.map((c) => (
            <li key={String(c.status)}>
              <Link
                to={bidListHref(bidsPath, c.status === 'All' ? {} : { tab: c.status as number })}
                data-testid={`bid-status-${String(c.status)}`}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600',
                  c.status === 'All' ? 'border-brand-200 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-800',
                )}
              >
                {c.status === 'All' ? t('Dashboard.allBids') : t(`BidStatus.${String(c.status)}`)}
                <span className="tabular-nums font-semibold">{formatThousands(c.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <ListCard
          testId="card-deadlines"
          title={t('Dashboard.nextDeadlines')}
          href={bidListHref(bidsPath, { sort: { sort: 'auctionDate', order: 'ASC' } })}
          empty={t('Dashboard.noDeadlines')}
          count={data.nextDeadlines.length}
        >
          {data.nextDeadlines.map((d) => (
            <li key={d.bidId} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <Link to={auctionLotHref(d.lotId)} className="font-medium text-slate-900 hover:underline">
                  {d.maker} {d.model}
                </Link>
                <p className="text-xs text-slate-600">
                  {d.auctionName} · {t('Dashboard.lotNo', { lotNo: d.lotNo })} · {signedYen(d.bidAmount)}
                  {d.bidStatus !== null && <> · {t(`BidStatus.${d.bidStatus}`)}</>}
                </p>
              </div>
              <BiddingDeadline deadline={d.deadline} className="shrink-0 text-xs text-slate-700 sm:text-right" />
            </li>
          ))}
        </ListCard>

        <ListCard testId="card-purchases" title={t('Dashboard.recentPurchases')} href={purchasesHref()} empty={t('Dashboard.noPurchases')} count={data.recentPurchases.length}>
          {data.recentPurchases.map((p) => (
            <li key={p.id} className="flex items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/purchased-cars/${p.id}`} className="font-medium text-slate-900 hover:underline">
                  {p.maker} {p.model} {p.year}
                </Link>
                <p className="text-xs text-slate-600">
                  {p.sku} · {p.purchaseDate}
                  {p.eta && <> · {t('Dashboard.eta', { date: p.eta })}</>}
                </p>
              </div>
              <Link to={purchasesHref(p.status ?? 0)} className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t('Dashboard.purchasesOfStatus', { status: p.statusLabel })}>
                <Badge tone={p.status === null ? 'gray' : p.status >= 6 ? 'red' : p.status === 5 ? 'green' : 'sky'}>{p.statusLabel}</Badge>
              </Link>
            </li>
          ))}
        </ListCard>
      </div>
    </div>
  );
}
