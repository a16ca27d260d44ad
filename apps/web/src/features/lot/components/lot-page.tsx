import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE, USER_TYPE, type LotDetail, type PageType, type SharedLot } from '@jauc/contract';
import { cn } from '../../../lib/cn';
import { useProfile } from '../../../lib/session-store';
import { carTitle } from '../lib/lot-format';
import { AuctionSheet } from './auction-sheet';
import { LotChecklist } from './lot-checklist';
import { LotExportNotice } from './lot-export';
import { LotSpecs, LotSummary, LotTitle } from './lot-facts';
import { PhotoGallery } from '../../../components/gallery/photo-gallery';
import { LotNote } from './lot-note';
import { PhotoDownload } from './photo-download';
import { PriceHistoryCard } from './price-history';
import { ProductionMonth } from './production-month';
import { ShareButton } from './share-dialog';

/** Dealers and past results show at most this many photos (spec 2 §9). */
export const LIMITED_GALLERY_SIZE = 2;

/**
 * The specification and checklist under the photos and facts: the browser skips their style,
 * layout and paint until they come near the screen (issue 22 §4: on a slow phone the lot page
 * spent 2.7 s in style and layout, much of it on what a first view never shows). The size stands
 * in until then, and `auto` keeps the real one once seen. Only this row: the blocks nearer the end
 * stay as they are, so a jump to the end of the page lands on their real sizes, not estimates. A
 * printed page shows it all; a full-page screenshot shows it once it has been near the screen.
 */
const BELOW_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_480px] print:[content-visibility:visible]';

const isFullLot = (lot: LotDetail | SharedLot): lot is LotDetail => 'bidInfo' in lot;

export interface LotPageProps {
  pageType: PageType;
  /** The lot page's data, or the shared variant (then there is no note, translation, share, download). */
  lot: LotDetail | SharedLot;
  /** The shared page: the lot without anything that needs an account. */
  shared?: boolean;
  /** Above the title: the way back to the listing. */
  back?: ReactNode;
  /** Next to the title: the favorite group buttons. */
  wishlistSlot?: ReactNode;
  /**
   * The place-bid panel and my-bid card: a sticky side column from 1280 px, and below the lot's
   * main facts on narrower screens (on phones it adds its own bottom bar, and the room for it).
   */
  bidSlot?: ReactNode;
  /** The landed-cost calculator (its own feature, put here by the route), below the lot's facts. */
  costSlot?: ReactNode;
}

/**
 * A lot page (spec 2 §2 "Lot detail page"): title, gallery, facts, specification, checklist,
 * auction sheet, note and month of production, with the bidding column beside or below. The
 * bid slot is rendered once, placed by the grid, so its state and modals never exist twice.
 */
export function LotPage({ pageType, lot, shared = false, back, wishlistSlot, bidSlot, costSlot }: LotPageProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const full = !shared && isFullLot(lot) ? lot : null;
  const permission = profile?.permission;
  const dealer = profile?.detail.roleId === ROLE.dealer || profile?.detail.userType === USER_TYPE.dealer;
  const limit = dealer || pageType === 'stats' ? LIMITED_GALLERY_SIZE : undefined;
  const images = lot.lotImages.images.slice(0, limit);
  const thumbnails = lot.lotImages.thumbnails.slice(0, limit);
  const hasBid = bidSlot !== undefined && bidSlot !== null && bidSlot !== false;
  const mop = full !== null && pageType !== 'stats';
  // Clients see no note block when there is no note (spec 2 §4 "Note").
  const noteShown = full !== null && (full.carCommonDetail.commentEditable || full.carCommonDetail.comment.trim() !== '');
  const side = mop || noteShown;
  const specs = <LotSpecs lot={lot} />;
  const checklist = <LotChecklist equipment={lot.carSpecification.equipment} info={lot.carCommonDetail.info} />;
  const sheet = <AuctionSheet carId={lot.carCommonDetail.id} sheet={lot.carCommonDetail.auctionSheet} canTranslate={!shared && (permission?.auctionTranslationUse ?? false)} />;

  return (
    // No bottom padding for the phone bid bar: LotBidding adds its own spacer after the page
    // exactly when it shows the bar.
    <article aria-labelledby="lot-title" className="mx-auto flex w-full max-w-[1800px] flex-col gap-4 md:gap-5">
      <header className="flex flex-col gap-2">
        {back}
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
          <LotTitle lot={lot} id="lot-title" />
          {(wishlistSlot || (full && permission?.shareCar)) && (
            <div className="flex flex-wrap items-center gap-3">
              {wishlistSlot}
              {full && permission?.shareCar && <ShareButton pageType={pageType} lot={full} />}
            </div>
          )}
        </div>
      </header>

      <div className={cn('grid items-start gap-4 md:gap-5', hasBid && 'xl:grid-cols-[minmax(0,1fr)_360px] 2xl:grid-cols-[minmax(0,1fr)_400px]')}>
        <div className="@container min-w-0 xl:col-start-1">
          <div className="grid items-start gap-4 md:gap-5 @2xl:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
            <PhotoGallery
              images={images}
              thumbnails={thumbnails}
              alt={carTitle(lot.carInfo)}
              emptyText={shared && lot.carCommonDetail.isUss ? t('Gallery.ussHidden') : undefined}
            />
            <div className="flex min-w-0 flex-col gap-3">
              <LotSummary lot={lot} pageType={pageType} biddingDeadline={full && pageType === 'car-auction' && !full.bidInfo.auctionFinished ? full.bidInfo.biddingDeadline : null} />
              {full?.exportCheck && <LotExportNotice check={full.exportCheck} biddingOpen={pageType !== 'stats' && !full.bidInfo.auctionFinished && full.bidInfo.acceptBid} />}
              {full && <PhotoDownload pageType={pageType} lot={full} allowed={permission?.downloadPhotos ?? false} />}
              {/* Without a bid column (the shared page) the specification fills the room beside the photos. */}
              {!hasBid && specs}
            </div>
          </div>
        </div>

        {hasBid && (
          <div className="min-w-0 xl:sticky xl:top-20 xl:col-start-2 xl:row-span-3 xl:row-start-1 xl:self-start">
            {bidSlot}
          </div>
        )}

        {side ? (
          <>
            <div className={cn('@container min-w-0 xl:col-start-1', BELOW_FOLD)}>
              <div className="grid items-start gap-4 md:gap-5 @2xl:grid-cols-2">
                {hasBid && specs}
                {checklist}
              </div>
            </div>
            <div className="@container min-w-0 xl:col-start-1">
              <div className="grid items-start gap-4 md:gap-5 @3xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
                {sheet}
                <div className="flex min-w-0 flex-col gap-4 md:gap-5">
                  {full && noteShown && <LotNote pageType={pageType} carId={full.carCommonDetail.id} comment={full.carCommonDetail.comment} editable={full.carCommonDetail.commentEditable} />}
                  {full && mop && <ProductionMonth pageType={pageType} lot={full} />}
                </div>
              </div>
            </div>
          </>
        ) : (
          // Nothing beside the sheet (the shared page, a past result without a note): the facts
          // take one column and the sheet the other, so neither leaves a half-empty row.
          <div className="@container min-w-0 xl:col-start-1">
            <div className="grid items-start gap-4 md:gap-5 @3xl:grid-cols-2">
              <div className="flex min-w-0 flex-col gap-4 md:gap-5">
                {hasBid && specs}
                {checklist}
              </div>
              {sheet}
            </div>
          </div>
        )}

        {costSlot && <div className="min-w-0 xl:col-start-1">{costSlot}</div>}
        {/* What comparable cars sold for, and this car's earlier auctions (issue 21 §3). */}
        {full && (
          <div className="min-w-0 xl:col-start-1">
            <PriceHistoryCard pageType={pageType} carId={full.carCommonDetail.id} />
          </div>
        )}
      </div>
    </article>
  );
}
