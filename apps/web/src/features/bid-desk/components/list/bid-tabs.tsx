import { useTranslation } from 'react-i18next';
import { BID_STATUS, DEALER_BID_TYPES, type BidCounter, type DealerBidType } from '@jauc/contract';
import type { BidTab } from '../../lib/bid-list-url';
import { TabStrip, type TabItem } from './tab-strip';

const STATUS_TABS = [BID_STATUS.new, BID_STATUS.bid, BID_STATUS.dontBid, BID_STATUS.cancel, BID_STATUS.finished, BID_STATUS.win];
/** Only settled bids are archived (Don't bid, Cancel, Finished, Win, blank): New and Bid never are. */
const ARCHIVE_STATUS_TABS = STATUS_TABS.filter((s) => s !== BID_STATUS.new && s !== BID_STATUS.bid);

const countOf = (counters: BidCounter[] | undefined, status: BidCounter['status']) => (counters ? (counters.find((c) => c.status === status)?.count ?? 0) : undefined);

/**
 * The status tabs with their live counters (spec 2 §2): All, one per bid status, the Archive
 * (not for clients, and not on the archive page itself) and, for managers, the results waiting
 * for them. Status 7 (blank) gets a tab only while some bid has it. On the archive page (`archive`)
 * the counters are the archive's: All is their sum (the All counter counts the active list).
 */
export function BidTabs({ tab, onTab, counters, countersPending = false, withArchive, withAwaiting, archive, controls }: { tab: BidTab; onTab: (tab: BidTab) => void; counters: BidCounter[] | undefined; countersPending?: boolean; withArchive: boolean; withAwaiting: boolean; archive: boolean; controls: string }) {
  const { t } = useTranslation();
  const statuses = archive ? ARCHIVE_STATUS_TABS : STATUS_TABS;
  const all = archive ? counters?.reduce((sum, c) => (typeof c.status === 'number' ? sum + c.count : sum), 0) : countOf(counters, 'All');
  const items: TabItem<string | number>[] = [{ value: 'all', label: t('BidList.tab.all'), count: all }];
  if (withAwaiting) items.push({ value: 'awaiting', label: t('BidList.tab.awaiting'), count: countOf(counters, 'AwaitingResult'), attention: true });
  const blank = countOf(counters, BID_STATUS.blank) ?? 0;
  for (const status of blank > 0 ? [...statuses, BID_STATUS.blank] : statuses) {
    items.push({ value: status, label: t(`BidStatus.${status}`), count: countOf(counters, status) });
  }
  if (withArchive) items.push({ value: 'archive', label: t('BidList.tab.archive'), count: countOf(counters, 'Archive') });
  const shown = countersPending ? items.map((item) => ({ ...item, countPending: true })) : items;
  return <TabStrip label={t('BidList.tabsLabel')} items={shown} value={tab} onChange={(v) => onTab(v as BidTab)} controls={controls} />;
}

/** The dealer's tabs (spec 2 §2): every bid they may see, their own, their clients'. */
export function DealerTabs({ bidType, onBidType }: { bidType: DealerBidType; onBidType: (type: DealerBidType) => void }) {
  const { t } = useTranslation();
  const items = DEALER_BID_TYPES.map((value) => ({ value, label: t(`BidList.dealerTab.${value}`) }));
  return <TabStrip label={t('BidList.dealerTabsLabel')} items={items} value={bidType} onChange={onBidType} size="sm" />;
}
