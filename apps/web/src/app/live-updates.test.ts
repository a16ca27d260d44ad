import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BidChatResponse, BidListResponse, BidRecord, LiveEvent, LotDetail } from '@jauc/contract';
import { bidChatKeys } from '../features/bid-chat/api/bid-chat-keys';
import { bidDeskKeys } from '../features/bid-desk/api/bid-desk-keys';
import { lotKeys } from '../features/lot/api/get-lot-detail';
import { clearSession, sessionStore, setProfile } from '../lib/session-store';
import { paymentsKeys } from '../features/payments/api/payments-keys';
import { makeProfile } from '../test/profile-fixture';
import { startLiveUpdates, type EventSourceLike } from './live-updates';

class FakeEventSource implements EventSourceLike {
  static all: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(event: LiveEvent | string, id: string) {
    this.onmessage?.(new MessageEvent('message', { data: typeof event === 'string' ? event : JSON.stringify(event), lastEventId: id }));
  }
  /** A network break: EventSource reconnects by itself. */
  breakOff() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  /** The server refused the stream (401): EventSource gives up. */
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}
const latest = () => FakeEventSource.all.at(-1)!;

const row = (bidId: number, extra: Partial<BidRecord> = {}) => ({ bidId, bidStatus: 1, bidAmount: 500_000, soldPrice: null, message: null, isRead: true, awaitingResult: false, bidGroup: null, autoBid: false, ...extra }) as BidRecord;
const list = (...cars: BidRecord[]) => ({ cars, counters: [], pageInfo: { totalSearchResults: cars.length } }) as unknown as BidListResponse;
const LIST_KEY = bidDeskKeys.list('/bid/index', { page: 1 });

let stopLive: (() => void) | null = null;

function setup(profile = makeProfile({ detail: { userType: 3, roleId: 991, userId: 7 } })) {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const stop = startLiveUpdates(client, (url) => new FakeEventSource(url));
  stopLive = stop;
  setProfile(profile);
  return { client, stop };
}

afterEach(() => {
  stopLive?.();
  stopLive = null;
  clearSession();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('live updates', () => {
  it('opens one stream while signed in and closes it on logout', () => {
    const { stop } = setup();
    expect(FakeEventSource.all).toHaveLength(1);
    expect(latest().url).toBe('/api/v1/events');
    setProfile(makeProfile({ detail: { userType: 3, roleId: 991, userId: 7 } }));
    expect(FakeEventSource.all).toHaveLength(1);
    clearSession();
    expect(latest().closed).toBe(true);
    stop();
  });

  it('puts a chat message into the open chat and the row, with the unread dot for the other side', () => {
    const { client, stop } = setup();
    client.setQueryData(LIST_KEY, list(row(11), row(12)));
    client.setQueryData<BidChatResponse>(bidChatKeys.chat(11), { chat: [], isRead: true });
    latest().open();
    const message = { id: 5, text: 'Is the car still there?', time: '2026-01-01T00:00:00.000Z', isOwn: false };
    latest().send({ type: 'chat.message', bidId: 11, side: 'owner', message }, '40');
    latest().send({ type: 'chat.message', bidId: 11, side: 'owner', message }, '40');
    expect(client.getQueryData<BidChatResponse>(bidChatKeys.chat(11))).toEqual({ chat: [message], isRead: false });
    const rows = client.getQueryData<BidListResponse>(LIST_KEY)!.cars;
    expect(rows[0]).toMatchObject({ message: 'Is the car still there?', isRead: false });
    expect(rows[1]).toMatchObject({ message: null, isRead: true });

    // The managers read it (in another tab): the dot goes out; the owner's reading does not count here.
    latest().send({ type: 'chat.read', bidId: 11, side: 'owner' }, '41');
    expect(client.getQueryData<BidListResponse>(LIST_KEY)!.cars[0]!.isRead).toBe(false);
    latest().send({ type: 'chat.read', bidId: 11, side: 'manager' }, '42');
    expect(client.getQueryData<BidListResponse>(LIST_KEY)!.cars[0]!.isRead).toBe(true);
    expect(client.getQueryData<BidChatResponse>(bidChatKeys.chat(11))!.isRead).toBe(true);
    stop();
  });

  it('reads a chat again when its message arrives while the chat is being read', async () => {
    const { client, stop } = setup();
    latest().open();
    const message = { id: 6, text: 'Grade 4 on the sheet.', time: '2026-01-01T00:00:00.000Z', isOwn: false };
    let reads = 0;
    let answerFirst: (chat: BidChatResponse) => void = () => {};
    const observer = new QueryObserver(client, {
      queryKey: bidChatKeys.chat(13),
      queryFn: () => (++reads === 1 ? new Promise<BidChatResponse>((resolve) => (answerFirst = resolve)) : Promise.resolve({ chat: [message], isRead: false })),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    latest().send({ type: 'chat.message', bidId: 13, side: 'owner', message }, '43');
    answerFirst({ chat: [], isRead: true });
    await vi.advanceTimersByTimeAsync(100);
    expect(client.getQueryData<BidChatResponse>(bidChatKeys.chat(13))).toEqual({ chat: [message], isRead: false });
    expect(reads).toBe(2);
    unsubscribe();
    stop();
  });

  it('patches a changed bid in the lists and on the lot page, then refetches lists and counters once', async () => {
    const client = setup({ ...makeProfile() }).client;
    client.setQueryData(LIST_KEY, list(row(11, { bidStatus: 2, awaitingResult: true })));
    const lotKey = lotKeys.detail('car-auction', 300);
    client.setQueryData(lotKey, { bidInfo: { jasId: 11, bidStatusId: 2, myBidAmount: 500_000 }, lotInfo: {} } as unknown as LotDetail);
    client.setQueryData(lotKeys.detail('car-auction', 301), { bidInfo: { jasId: null }, lotInfo: {} } as unknown as LotDetail);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    latest().open();
    const changed = { type: 'bid.changed', bidId: 11, lotId: 300, created: false, status: 6, previousStatus: 2, amount: 550_000, soldPrice: 540_000, bidGroup: null, exportType: null, autoBid: false, adjustmentPrice: null } as const;
    latest().send(changed, '50');
    latest().send({ type: 'bid.counters' }, '51');
    expect(client.getQueryData<BidListResponse>(LIST_KEY)!.cars[0]).toMatchObject({ bidStatus: 6, bidAmount: 550_000, soldPrice: 540_000, awaitingResult: false });
    expect(client.getQueryData<LotDetail>(lotKey)!.bidInfo).toMatchObject({ bidStatusId: 6, myBidAmount: 550_000 });
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(bidDeskKeys.root);
    const lotRefetch = invalidate.mock.calls.map(([filters]) => filters?.predicate).find(Boolean)!;
    expect(client.getQueryCache().findAll({ predicate: lotRefetch }).map((q) => q.queryKey)).toEqual([lotKey]);
    expect(keys.filter((k) => JSON.stringify(k) === JSON.stringify(bidDeskKeys.root))).toHaveLength(1);
  });

  it('reloads the profile, the money and the lots when the account changes (a restricted client s first deposit)', async () => {
    const restricted = makeProfile({ detail: { userType: 2, roleId: 979, userId: 9 }, permission: { biddingAllowed: false } });
    const active = makeProfile({ detail: { userType: 2, roleId: 1064, userId: 9 }, permission: { biddingAllowed: true } });
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(active), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { client } = setup(restricted);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    latest().open();
    latest().send({ type: 'account.changed' }, '60');
    await vi.waitFor(() => expect(sessionStore.get().profile?.permission.biddingAllowed).toBe(true));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/user/view-profile');
    await vi.advanceTimersByTimeAsync(400);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([paymentsKeys.all, lotKeys.all]));
    vi.unstubAllGlobals();
  });

  it('ignores what is not an event of the contract', () => {
    const { client } = setup();
    client.setQueryData(LIST_KEY, list(row(11)));
    latest().open();
    latest().send('not json', '1');
    latest().send(JSON.stringify({ type: 'chat.message', bidId: 11 }), '2');
    expect(client.getQueryData<BidListResponse>(LIST_KEY)!.cars[0]!.message).toBeNull();
  });

  it('refetches what it may have missed after a reconnect or a reset, not after the first open', async () => {
    const { client } = setup();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    latest().open();
    await vi.advanceTimersByTimeAsync(1000);
    expect(invalidate).not.toHaveBeenCalled();
    latest().breakOff();
    latest().open();
    await vi.advanceTimersByTimeAsync(400);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([bidDeskKeys.root, lotKeys.all, bidChatKeys.root]));
    invalidate.mockClear();
    latest().send({ type: 'stream.reset' }, '9');
    await vi.advanceTimersByTimeAsync(400);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('after a refused stream refreshes the session and reopens from the last event seen', async () => {
    const refresh = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    setup();
    latest().open();
    latest().send({ type: 'stream.ready' }, '77');
    latest().refuse();
    expect(FakeEventSource.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1100);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(String(refresh.mock.calls[0]![0])).toContain('/auth/update');
    expect(FakeEventSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/v1/events?lastEventId=77');
  });

  it('does not reopen after a refused stream once signed out', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    setup();
    latest().open();
    latest().refuse();
    clearSession();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
