import { formatThousands, type ManagerDashboard as ManagerData } from '@jauc/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signedYen } from '../../../lib/money';
import { paymentsHref, type BidListHref } from '../lib/dashboard-links';
import { ListCard, StatTile } from './dashboard-tiles';

/** A manager's dashboard: today's new bids and results to confirm, today's auctions, chats, deposits. */
export function ManagerDashboard({ data, bidListHref }: { data: ManagerData; bidListHref: BidListHref }) {
  const { t } = useTranslation();
  const today = { auctionDate: [data.today] };
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatTile
          testId="tile-new-bids"
          label={t('Dashboard.newBidsToday')}
          value={formatThousands(data.newBidsToday)}
          attention={data.newBidsToday > 0}
          hint={t('Dashboard.newBidsHint')}
          href={bidListHref('/bid-manager', { tab: 1, filters: today })}
        />
        <StatTile
          testId="tile-results"
          label={t('Dashboard.resultsToConfirm')}
          value={formatThousands(data.resultsToConfirm)}
          attention={data.resultsToConfirm > 0}
          hint={t('Dashboard.resultsHint')}
          href={bidListHref('/bid-manager', { tab: 'awaiting' })}
        />
        <StatTile
          testId="tile-unread"
          label={t('Dashboard.unreadChats')}
          value={formatThousands(data.unreadChats)}
          attention={data.unreadChats > 0}
          hint={t('Dashboard.unreadHintManager')}
          href={bidListHref('/bid-manager', { filters: { unread: ['1'] } })}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ListCard
          testId="card-auctions"
          title={t('Dashboard.todayAuctions', { date: data.today })}
          href={bidListHref('/bid-manager', { filters: today })}
          empty={t('Dashboard.noAuctionsToday')}
          count={data.todayAuctions.length}
        >
          {data.todayAuctions.map((a) => (
            <li key={a.id}>
              <Link
                to={bidListHref('/bid-manager', { filters: { ...today, auction: [String(a.id)] } })}
                className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="font-medium text-slate-900">{a.name}</span>
                <span className="text-sm tabular-nums text-slate-700">{t('Dashboard.bidCount', { count: a.bids, total: formatThousands(a.bids) })}</span>
              </Link>
            </li>
          ))}
        </ListCard>
        <ListCard testId="card-deposits" title={t('Dashboard.recentDeposits')} href={paymentsHref()} empty={t('Dashboard.noDeposits')} count={data.recentDeposits.length}>
          {data.recentDeposits.map((d) => (
            <li key={d.id}>
              <Link to={paymentsHref(d.userId)} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{d.clientName}</span>
                  <span className="block text-xs text-slate-600">
                    {t('Dashboard.clientId', { id: d.userId })} · {d.date}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-green-800">{signedYen(d.amount)}</span>
              </Link>
            </li>
          ))}
        </ListCard>
      </div>
    </div>
  );
}
