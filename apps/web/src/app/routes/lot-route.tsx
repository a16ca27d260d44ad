import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { PageType } from '@jauc/contract';
import { MyBidChatButton } from '../../features/bid-chat/components/bid-chat-button';
import { LotBidding } from '../../features/bids/components/lot-bidding';
import { wishListWith } from '../../features/listing/api/add-favorite';
import { WishlistButtons } from '../../features/listing/components/wishlist-buttons';
import { markLotVisited } from '../../features/listing/lib/visited-lots';
import { patchLotDetail, useLotDetail } from '../../features/lot/api/get-lot-detail';
import { BackLink } from '../../features/lot/components/back-link';
import { LotPage } from '../../features/lot/components/lot-page';
import { EmptyLot, isMissingLot, LotError, LotSkeleton } from '../../features/lot/components/lot-states';
import { useLotDocumentTitle } from '../../features/lot/hooks/use-lot-document-title';
import { previousPath } from '../navigation-trail';

// The three lot pages compose the lot feature with the listing's visited list and wishlist
// buttons and the bidding panel (features never import each other; routes put them together).

/** The listing each lot page belongs to (spec 1 §2). */
const LISTING_PATH: Record<PageType, string> = { 'car-auction': '/car-auction', stock: '/oneprice', stats: '/sales-statistic' };
/** Any listing screen: the three listings (the auction one is also `/`) and the favorites groups. */
const LISTING_ROUTE = /^\/(?:car-auction|oneprice|sales-statistic|favorites(?:\/[^/?]*)?)?\/?(?:\?.*)?$/;

const MAX_LOT_ID = 2_147_483_647;

// The calculator loads with its own chunk, after the lot: the page's first paint does not wait for it.
const LandedCostPanel = lazy(async () => ({ default: (await import('../../features/landed-cost/components/landed-cost-panel')).LandedCostPanel }));

export function LotRoute({ pageType }: { pageType: PageType }) {
  const raw = useParams().id ?? '';
  const id = Number(raw);
  const valid = /^\d{1,10}$/.test(raw) && id > 0 && id <= MAX_LOT_ID;
  const location = useLocation();
  const query = useLotDetail(pageType, valid ? id : 0);
  const lot = query.data;
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useLotDocumentTitle(lot);

  // Opening the page counts as visiting the lot, however it was reached (spec 1 §4).
  useEffect(() => {
    if (valid) markLotVisited(id);
  }, [valid, id]);

  if (!valid || (query.isError && isMissingLot(query.error))) return <EmptyLot />;
  if (query.isError && !lot) return <LotError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (!lot) return <LotSkeleton />;

  const previous = previousPath(location.key);
  return (
    <LotPage
      // Another lot on the same route starts afresh: first photo, original sheet, empty bid form.
      key={id}
      pageType={pageType}
      lot={lot}
      back={<BackLink listingPath={LISTING_PATH[pageType]} backInHistory={previous !== null && LISTING_ROUTE.test(previous)} />}
      // Past results take no favorites (spec 2 §2).
      wishlistSlot={
        pageType === 'stats' ? undefined : (
          <WishlistButtons
            lot={{ id, wishList: lot.wishList, lotType: pageType === 'stock' ? 'stock' : 'auction' }}
            onChange={(group) => patchLotDetail(queryClient, pageType, id, (cached) => ({ ...cached, wishList: wishListWith(group) }))}
          />
        )
      }
      costSlot={
        <Suspense fallback={null}>
          <LandedCostPanel pageType={pageType} carId={id} />
        </Suspense>
      }
      bidSlot={
        <LotBidding
          pageType={pageType}
          lot={lot}
          onChanged={() => void query.refetch()}
          chatSlot={(bidId) => <MyBidChatButton bidId={bidId} subject={t('BidChat.subject', { lot: lot.lotInfo.lotNumber, auction: lot.lotInfo.auctionName, car: [lot.carInfo.maker, lot.carInfo.model, lot.carInfo.year].filter(Boolean).join(' ') })} />}
        />
      }
    />
  );
}
