import { useState, type ReactNode } from 'react';
import { ACTIVE_BID_STATUSES, canCancelBid, formatYen, minimumBid, USER_TYPE, type BidInfo, type BidResult, type LotDetail, type PageType } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { useBiddingClosed } from '../../../components/ui/bidding-deadline';
import { serverNow } from '../../../lib/server-clock';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useProfile } from '../../../lib/session-store';
import { NO_GROUP } from '../api/get-bid-groups';
import { useBidTypes } from '../api/get-bid-types';
import { useCancelBid } from '../api/cancel-bid';
import { useClientExportCheck } from '../api/get-client-export-check';
import { useBidFlow } from '../hooks/use-bid-flow';
import { useBidForm } from '../hooks/use-bid-form';
import { bidFormRules, raiseAmount, type BidFormValues } from '../lib/bid-form';
import { bidErrorText } from '../lib/bid-messages';
import { bidTypeLabel } from '../lib/bid-types';
import { bidContext } from '../lib/bid-wording';
import { BidBanner, bidBanner } from './bid-banners';
import { BidFormFields } from './bid-form-fields';
import { BidPanel, BidPanelHeader, lotPrice } from './bid-panel';
import { CancelBidDialog } from './cancel-bid-dialog';
import { ConfirmBidModal, type BidSummary } from './confirm-bid-modal';
import { useExportReasonText } from '../../../lib/export-reasons';
import { CreditLimitModal } from './credit-limit-modal';
import { MobileBidBar } from './mobile-bid-bar';
import { MyBidCard, type MyBidView } from './my-bid-card';
import { RestrictedBidNotice } from './restricted-bid-notice';
import { StatsResult } from './stats-result';

export interface LotBiddingProps {
  pageType: PageType;
  lot: LotDetail;
  /** Called after a bid was placed, raised or cancelled, so the page refetches the lot. */
  onChanged: () => void;
  /** The chat button of the viewer's bid on the my-bid card (the route plugs the bid chat in). */
  chatSlot?: (bidId: number) => ReactNode;
}

/** Phones get the bottom bar and the full-screen sheet (spec 2 §2). */
const TABLET_UP = '(min-width: 768px)';

/**
 * The bidding part of a lot page (spec 2 §4 "Bid placing flow", "My bid and cancellation",
 * "Bid panel banners", §6 biddingAllowed): banners, the place-bid panel, the my-bid card and the
 * bid modals. A bid just placed or cancelled shows at once, until the page's refetched lot
 * (onChanged) replaces this bidInfo.
 */
export function LotBidding({ pageType, lot, onChanged, chatSlot }: LotBiddingProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const phone = !useMediaQuery(TABLET_UP, true);
  const info = lot.bidInfo;
  // The server answered whether bids are accepted; when the deadline passes on the server's clock
  // while the page is open, they no longer are, without waiting for a refetch.
  const closedNow = useBiddingClosed(info.biddingDeadline);
  const permission = profile?.permission;
  const biddingAllowed = permission?.biddingAllowed ?? false;
  const forClient = profile?.detail.userType === USER_TYPE.manager && !!permission?.managerBidForClient;
  // The balance check is about the viewer's own credit; a manager bids on the client's.
  const creditCheck = !!permission?.creditLimitCheck && !forClient;

  const [placed, setPlaced] = useState<{ base: BidInfo; result: BidResult } | null>(null);
  const [cancelled, setCancelled] = useState<BidInfo | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  // The bid the cancel dialog is about, kept while the dialog closes: a cancelled bid leaves the
  // page at once, and a dialog unmounted instead of closed cannot give the focus back.
  const [cancelling, setCancelling] = useState<MyBidView | null>(null);

  const bid = myBidOf(lot, placed?.base === info ? placed.result : null, cancelled === info);
  const stock = pageType === 'stock';
  const context = bidContext(stock, forClient);
  const activeBid = bid !== null && bid.bidStatus !== null && ACTIVE_BID_STATUSES.includes(bid.bidStatus);
  // Finished and closed explain every viewer's missing form; for an account that may not bid at
  // all the restricted notice matters more than its daily limit.
  const banner = pageType === 'stats' ? null : bidBanner({ ...info, acceptBid: info.acceptBid && !closedNow, bidLimitReached: info.bidLimitReached && biddingAllowed });
  const formPossible = pageType !== 'stats' && !banner;
  // A stock car the viewer has already ordered offers no second order, only the card.
  const formShown = formPossible && biddingAllowed && !(stock && !forClient && activeBid);
  // Only a New or Bid bid can be raised; a settled one (Don't bid, Finished, Win) cannot.
  // A stock car is bought at its price: there is nothing to raise.
  const raisable = !forClient && !stock && activeBid ? bid.amount : null;
  const rules = bidFormRules(pageType, lot, forClient, raisable);
  const { form, missing } = useBidForm(rules);
  const types = useBidTypes(formShown && rules.typeShown);

  const exportReason = useExportReasonText();
  const refusedBy = (check: LotDetail['exportCheck']) => (check && !check.allowed ? check.reasons.map(exportReason).join(', ') : undefined);
  // A manager bidding for a client is warned about the client's country, once a client is chosen.
  const clientCheck = useClientExportCheck(lot.carCommonDetail.id, forClient ? form.watch('clientId') : '');
  const clientRefused = forClient ? refusedBy(clientCheck.data) : undefined;
  const summarize = (values: BidFormValues, amount: number): BidSummary => ({
    lot: t('BidModal.lotValue', { auction: lot.lotInfo.auctionName, lot: lot.lotInfo.lotNumber }),
    car: [lot.carInfo.maker, lot.carInfo.model, lot.carInfo.year].filter(Boolean).join(' '),
    amount,
    bidType: rules.typeShown && values.bidType ? bidTypeLabel(t, types.data, values.bidType) : undefined,
    // The group's label is its number (GET /bid/group); the confirm dialog says what a Win in it does.
    bidGroup: rules.groupShown && values.bidGroup && values.bidGroup !== NO_GROUP ? values.bidGroup : undefined,
    client: forClient ? values.clientLabel : undefined,
    comment: values.comment.trim() || undefined,
    // The viewer's own country, or for a manager the client's they bid for.
    exportRefused: forClient ? clientRefused : refusedBy(lot.exportCheck),
  });
  const flow = useBidFlow({
    lot,
    rules,
    form,
    creditCheck,
    forClient,
    // A raise replaces the bid's old amount, which bidAllow still counts (as the server does).
    raisedAmount: raisable ?? 0,
    summarize,
    onPlaced: (result) => {
      if (!forClient) setPlaced({ base: info, result });
      setCancelled(null);
      onChanged();
    },
  });
  const closeFlow = () => {
    if (flow.stage.kind === 'confirm' && flow.stage.result) setSheetOpen(false);
    flow.close();
  };

  const cancel = useCancelBid();
  const confirmCancel = () => {
    if (bid?.bidId == null) return;
    cancel.mutate(bid.bidId, {
      onSuccess: () => {
        setCancelled(info);
        setPlaced(null);
        setCancelOpen(false);
        onChanged();
      },
    });
  };

  const raise = () => {
    if (raisable === null) return;
    form.reset({ ...form.getValues(), amount: raiseAmount(raisable) });
    if (phone) setSheetOpen(true);
    // After the reset has re-rendered the field (react-hook-form: no setFocus right after reset).
    else setTimeout(() => form.setFocus('amount', { shouldSelect: false }), 0);
  };

  const price = formatYen(lotPrice(pageType, lot)) || '—';
  const amountHint = raisable !== null ? t('PlaceBid.raiseHint', { current: formatYen(raisable) }) : t('PlaceBid.amountHint', { min: formatYen(minimumBid(info.startPrice)) });
  const submitLabel = raisable !== null ? t('PlaceBid.raiseSubmit') : t('PlaceBid.submit', { context });
  const fields = (
    <BidFormFields
      form={form}
      rules={rules}
      missing={missing}
      price={info.soldPrice}
      amountHint={amountHint}
      submitLabel={submitLabel}
      pending={flow.checking || flow.pending}
      error={flow.checkError}
      onValid={(values) => void flow.start(values)}
      context={context}
      clientNotice={clientRefused && t('PlaceBid.clientExportRefused', { reasons: clientRefused })}
    />
  );
  const header = <BidPanelHeader pageType={pageType} lot={lot} titleId="place-bid-title" context={context} />;
  const canCancel = biddingAllowed && pageType !== 'stats' && !info.auctionFinished && bid !== null && bid.bidId !== null;

  return (
    // The focus comes back here (components/ui/return-focus.ts) when the control that opened a
    // dialog is gone: after a cancel, the my-bid card gives way to the bid form.
    <div className="flex flex-col gap-4" data-focus-row="lot-bidding">
      {/* A past lot, or today's lot whose session has its result (it moves to the statistics at Tokyo midnight). */}
      {(pageType === 'stats' || (pageType === 'car-auction' && info.auctionFinished)) && <StatsResult info={info} />}
      {bid && <MyBidCard bid={bid} stock={stock} lotStatus={stock ? undefined : lot.lotInfo.status} biddingClosed={!info.auctionFinished && (!info.acceptBid || closedNow)} onRaise={formShown && raisable !== null ? raise : undefined} onCancel={
            canCancel
              ? () => {
                  setCancelling(bid);
                  setCancelOpen(true);
                }
              : undefined
          } chat={bid.bidId !== null ? chatSlot?.(bid.bidId) : undefined} />}
      {banner && <BidBanner kind={banner} />}
      {formPossible && profile && !biddingAllowed && <RestrictedBidNotice />}
      {formShown && !phone && <BidPanel header={header}>{fields}</BidPanel>}
      {formShown && phone && (
        <MobileBidBar
          title={t('PlaceBid.title', { context })}
          priceLabel={pageType === 'stock' ? t('PlaceBid.price') : t('PlaceBid.startPrice')}
          price={price}
          actionLabel={raisable !== null ? t('MyBid.raise') : t('PlaceBid.submit', { context })}
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          header={<BidPanelHeader pageType={pageType} lot={lot} titleId="place-bid-sheet-title" context={context} />}
        >
          {fields}
        </MobileBidBar>
      )}
      {biddingAllowed && (
        <>
          <ConfirmBidModal
            key={flow.opening}
            open={flow.stage.kind === 'confirm'}
            summary={flow.stage.kind === 'confirm' ? flow.stage.summary : null}
            balance={flow.stage.kind === 'confirm' ? flow.stage.balance : null}
            result={flow.stage.kind === 'confirm' ? flow.stage.result : null}
            creditCheck={creditCheck}
            context={context}
            pending={flow.pending}
            error={flow.error}
            onConfirm={flow.confirm}
            onClose={closeFlow}
          />
          <CreditLimitModal stock={stock} open={flow.stage.kind === 'credit'} balance={flow.stage.kind === 'credit' ? flow.stage.balance : null} onClose={closeFlow} />
          {cancelling && (
            <CancelBidDialog
              stock={stock}
              open={cancelOpen}
              allowed={cancelling.cancellationAllowed}
              amount={cancelling.amount}
              pending={cancel.isPending}
              error={cancel.error ? bidErrorText(t, cancel.error) : null}
              onConfirm={confirmCancel}
              onClose={() => {
                setCancelOpen(false);
                cancel.reset();
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The viewer's bid: one just placed (until the lot is refetched), else the lot's, else none. */
function myBidOf(lot: LotDetail, placed: BidResult | null, cancelled: boolean): MyBidView | null {
  if (cancelled) return null;
  if (placed) {
    return {
      bidId: placed.bidId,
      amount: placed.bidAmount,
      date: placed.bidDate,
      bidStatus: placed.bidStatus,
      cancellationAllowed: canCancelBid(placed.bidStatus, new Date(lot.lotInfo.auctionDate), serverNow()),
    };
  }
  const info = lot.bidInfo;
  if (!info.myBid) return null;
  return { bidId: info.jasId, amount: info.myBidAmount, date: info.myBidDate, bidStatus: info.bidStatusId, cancellationAllowed: info.cancellationAllowed };
}
