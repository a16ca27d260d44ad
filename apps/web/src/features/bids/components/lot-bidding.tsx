import { formatYen, type LotDetail, type PageType } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

export interface LotBiddingProps {
  pageType: PageType;
  lot: LotDetail;
  /** Called after a bid was placed, raised or cancelled, so the page refetches the lot. */
  onChanged: () => void;
}

/**
 * The bidding part of a lot page (spec 2 §4 "Bid placing flow", "My bid and cancellation",
 * "Bid panel banners"): banners, the place-bid panel, the my-bid card and their modals.
 */
export function LotBidding({ pageType, lot }: LotBiddingProps) {
  const { t } = useTranslation();
  const info = lot.bidInfo;
  const price = pageType === 'car-auction' ? info.startPrice : info.soldPrice;
  return (
    <section aria-label={t('PlaceBid.title')} className="flex flex-col gap-3">
      {info.auctionFinished && <Alert tone="info">{t('CarAuction.AuctionFinished')}</Alert>}
      {!info.auctionFinished && !info.acceptBid && <Alert tone="warning">{t('CarAuction.BiddingIsClosed')}</Alert>}
      {info.bidLimitReached && <Alert tone="warning">{t('CarAuction.BidLimit')}</Alert>}
      <p className="text-lg font-semibold tabular-nums text-slate-900">{formatYen(price)}</p>
    </section>
  );
}
