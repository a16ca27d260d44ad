import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BidListResponse, BidRecord, ChatSide, LiveEvent, LotDetail } from '@jauc/contract';
import { addChatMessage, bidChatKeys, setChatRead } from '../features/bid-chat/api/bid-chat-keys';
import { bidDeskKeys } from '../features/bid-desk/api/bid-desk-keys';
import { dashboardKeys } from '../features/dashboard/api/get-dashboard';
import { lotKeys } from '../features/lot/api/get-lot-detail';
import { paymentInfoKeys } from '../features/payment-info/api/payment-info-keys';
import { paymentsKeys } from '../features/payments/api/payments-keys';
import { loadProfile } from '../lib/session';

const LIST_PREFIX = [...bidDeskKeys.root, 'list'] as const;
/** The cached pages of one lot (lotKeys.detail: ['lot', pageType, id]). */
const isLot = (lotId: number) => (key: QueryKey) => key[0] === lotKeys.all[0] && key[2] === lotId;
/** Bursts of events (a results job settles many bids at once) refetch once. */
const REFETCH_DELAY_MS = 300;

/**
 * Applies live events (contract events/live-event.ts) to the cached data the screens show: what
 * an event carries is written in at once (a row's status, amount and sold price, the unread dot,
 * a chat's new message); what it only hints at (counters, which rows a tab holds, a lot's result)
 * is refetched, a burst of events at a time.
 */
export function createLiveCache(client: QueryClient, viewerSide: () => ChatSide, onAccountChanged: () => Promise<unknown> = loadProfile) {
  const pending = new Map<string, QueryKey | ((key: QueryKey) => boolean)>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const keys = [...pending.values()];
    pending.clear();
    for (const key of keys) {
      void (typeof key === 'function' ? client.invalidateQueries({ predicate: (q) => key(q.queryKey) }) : client.invalidateQueries({ queryKey: key }));
    }
  };
  const refetchSoon = (name: string, key: QueryKey | ((key: QueryKey) => boolean)) => {
    pending.set(name, key);
    timer ??= setTimeout(flush, REFETCH_DELAY_MS);
  };

  const patchRows = (bidId: number, patch: (row: BidRecord) => BidRecord) =>
    client.setQueriesData<BidListResponse>({ queryKey: LIST_PREFIX }, (list) => {
      if (!list?.cars.some((row) => row.bidId === bidId)) return list;
      return { ...list, cars: list.cars.map((row) => (row.bidId === bidId ? patch(row) : row)) };
    });

  const lotsWithBid = (bidId: number) =>
    client
      .getQueriesData<LotDetail>({ queryKey: lotKeys.all })
      .filter(([, lot]) => lot?.bidInfo.jasId === bidId)
      .map(([key]) => key);

  /**
   * A chat being read when its event arrives: the answer on its way may have been read before the
   * event's change, and would overwrite the patch (or there was nothing to patch yet). That read
   * is cancelled and the chat read again (a refetch alone would join a first read in flight).
   */
  const readChatAgainIfInFlight = (bidId: number) => {
    const key = bidChatKeys.chat(bidId);
    if (client.getQueryState(key)?.fetchStatus !== 'fetching') return;
    void client.cancelQueries({ queryKey: key }).then(() => client.invalidateQueries({ queryKey: key }));
  };

  /** Everything shown that events may have changed while the stream was down. */
  const refetchAll = () => {
    refetchSoon('desk', bidDeskKeys.root);
    refetchSoon('lots', lotKeys.all);
    refetchSoon('chats', bidChatKeys.root);
  };

  function apply(event: LiveEvent) {
    switch (event.type) {
      case 'chat.message': {
        addChatMessage(client, event.bidId, event.message);
        readChatAgainIfInFlight(event.bidId);
        const read = event.side === viewerSide();
        patchRows(event.bidId, (row) => ({ ...row, message: event.message.text, isRead: read }));
        return;
      }
      case 'chat.read':
        if (event.side !== viewerSide()) return;
        setChatRead(client, event.bidId);
        readChatAgainIfInFlight(event.bidId);
        patchRows(event.bidId, (row) => (row.isRead ? row : { ...row, isRead: true }));
        return;
      case 'bid.changed': {
        patchRows(event.bidId, (row) => ({
          ...row,
          bidStatus: event.status,
          bidAmount: event.amount,
          // The row shows the lot's result when the bid has no sold price of its own.
          soldPrice: event.soldPrice ?? row.soldPrice,
          bidGroup: event.bidGroup,
          ...(row.exportType === undefined ? {} : { exportType: event.exportType }),
          // Sent only to those whose rows show them (managers; the adjustment with its permission).
          ...(event.autoBid === undefined ? {} : { autoBid: event.autoBid }),
          ...(event.adjustmentPrice === undefined || row.adjustmentPrice === undefined ? {} : { adjustmentPrice: event.adjustmentPrice }),
          awaitingResult: row.awaitingResult && event.status === 2,
        }));
        for (const key of lotsWithBid(event.bidId)) {
          client.setQueryData<LotDetail>(key, (lot) => lot && { ...lot, bidInfo: { ...lot.bidInfo, bidStatusId: event.status, myBidAmount: event.amount } });
        }
        // Cancellation and the raise follow the status, and a bid placed elsewhere (another tab,
        // a manager for the client) is not on the page yet: the lot's own answer says.
        refetchSoon(`lot-${event.lotId}`, isLot(event.lotId));
        // A new bid, or one that moved to another status tab, changes which rows and counts a list has.
        refetchSoon('desk', bidDeskKeys.root);
        return;
      }
      case 'lot.result':
        refetchSoon(`lot-${event.lotId}`, isLot(event.lotId));
        refetchSoon('desk', bidDeskKeys.root);
        return;
      case 'bid.counters':
        refetchSoon('desk', bidDeskKeys.root);
        return;
      case 'account.changed':
        // A deposit: the balance moved, and a restricted account may bid now. The profile (its
        // permissions), the money figures and the lots shown (whether they take this user's bid)
        // are read again, so an open lot page allows bidding without navigating (issue 18 §2).
        void onAccountChanged().catch(() => undefined);
        refetchSoon('payments', paymentsKeys.all);
        // A proof of payment recorded or rejected (issue 21 §5): its state on the car and balance pages.
        refetchSoon('paymentInfo', paymentInfoKeys.root);
        refetchSoon('dashboard', dashboardKeys.all);
        refetchSoon('lots', lotKeys.all);
        return;
      case 'stream.reset':
        refetchAll();
        return;
      case 'stream.ready':
        return;
    }
  }

  return {
    apply,
    refetchAll,
    /** Stops a refetch still waiting (signing out). */
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
