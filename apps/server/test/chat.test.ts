import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { BID_STATUS, bidChatResponse, bidListResponse, bidLogsResponse, CHAT_FLOOD_LIMIT, ROLE, USER_TYPE } from '@jauc/contract';
import { bidLogs, chatMessages, events } from '../src/db/schema.js';
import { deskHelpers, type Who } from './helpers/bid-desk.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 13 §1, §4: the bid chat (GET /bid/chat, PUT /bid/update-chat-status, POST /bid/save-chat)
// and the bid log (GET /bid/logs): every call and refusal, who may read and write what, unread
// per side, the flood limit, and the bid lists' summary of a chat.

describe.each(ENGINES)('bid chat and log (%s)', (engine) => {
  let t: TestApp;
  const h = deskHelpers(() => t);
  const api = (who: Who | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });
  const chat = async (who: Who, bidId: number) => {
    const res = await api(who, 'GET', `/bid/chat?bidId=${bidId}`);
    expect(res.statusCode, res.body).toBe(200);
    return bidChatResponse.parse(res.json());
  };
  const say = (who: Who, bidId: number, comment: string) => api(who, 'POST', '/bid/save-chat', { bidId, comment });
  /** A bid's chat as a bid list's row shows it. */
  const listed = async (who: Who, path: string, bidId: number) => {
    const res = await api(who, 'GET', `${path}?pageSize=70`);
    expect(res.statusCode, res.body).toBe(200);
    const row = bidListResponse.parse(res.json()).cars.find((c) => c.bidId === bidId);
    expect(row, `bid ${bidId} on ${path}`).toBeDefined();
    return { message: row!.message, isRead: row!.isRead };
  };
  const messageCount = async () => (await h.db().select({ n: count() }).from(chatMessages))[0]!.n;

  let clientA: Who, clientB: Who, dealer: Who, dealerClient: Who, manager: Who, restricted: Who;
  let bidA: number, bidDealerClient: number, bidDealer: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [clientA, clientB, dealer, manager, restricted] = await Promise.all([
      h.newUser(), h.newUser(), h.newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer }),
      h.newUser({ userType: USER_TYPE.manager }), h.newUser({ roleId: ROLE.restricted }),
    ]);
    dealerClient = await h.newUser({ dealerId: dealer.id });
    const lot = await insertLot(h.db());
    [bidA, bidDealerClient, bidDealer] = await Promise.all([h.bid(clientA.id, lot), h.bid(dealerClient.id, lot), h.bid(dealer.id, lot)]);
  });
  afterAll(async () => t?.close());

  it('carries a conversation between the owner and the managers, unread kept per side', async () => {
    expect(await chat(clientA, bidA)).toEqual({ chat: [], isRead: true });
    expect((await say(clientA, bidA, '  Is the car   rust-free?\n')).json()).toEqual({ success: true });
    // Stored trimmed; the writer's side has read it, the managers have not.
    const fromClient = await chat(clientA, bidA);
    expect(fromClient.chat).toMatchObject([{ text: 'Is the car   rust-free?', isOwn: true }]);
    expect(fromClient.isRead).toBe(true);
    const managerView = await chat(manager, bidA);
    expect(managerView).toMatchObject({ chat: [{ isOwn: false }], isRead: false });
    // Reading does not mark; the page marks when it opens an unread chat.
    expect((await chat(manager, bidA)).isRead).toBe(false);
    expect((await api(manager, 'PUT', '/bid/update-chat-status', { bidId: bidA })).json()).toEqual({ success: true });
    expect((await chat(manager, bidA)).isRead).toBe(true);
    // Marking again is harmless.
    expect((await api(manager, 'PUT', '/bid/update-chat-status', { bidId: bidA })).statusCode).toBe(200);

    const html = '<b>Yes</b> <script>alert(1)</script> & no rust';
    expect((await say(manager, bidA, html)).statusCode).toBe(200);
    const clientView = await chat(clientA, bidA);
    expect(clientView.isRead).toBe(false);
    // Text stays text: stored and answered as written, never turned into markup.
    expect(clientView.chat.map((m) => [m.text, m.isOwn])).toEqual([['Is the car   rust-free?', true], [html, false]]);
    expect(new Date(clientView.chat[1]!.time).getTime()).toBeGreaterThanOrEqual(new Date(clientView.chat[0]!.time).getTime());

    // The bid lists' summary per side: the owner's My bids, the managers' desk.
    expect(await listed(clientA, '/bid/my-bid', bidA)).toEqual({ message: html, isRead: false });
    expect(await listed(manager, '/bid/index', bidA)).toEqual({ message: html, isRead: true });
    expect(await listed(dealer, '/bid/my-bid', bidDealer)).toEqual({ message: null, isRead: true });
    await api(clientA, 'PUT', '/bid/update-chat-status', { bidId: bidA });
    expect(await listed(clientA, '/bid/my-bid', bidA)).toEqual({ message: html, isRead: true });
  });

  it('lets only those who may see the bid read its chat, and only its owner and managers write', async () => {
    await say(dealerClient, bidDealerClient, 'From the dealer client');
    const before = await messageCount();
    // Another client, a restricted account: as if the bid did not exist.
    for (const who of [clientB, restricted, dealerClient]) {
      expect((await api(who, 'GET', `/bid/chat?bidId=${bidA}`)).json()).toEqual({ success: false, message: 'bid_not_found' });
      expect((await api(who, 'PUT', '/bid/update-chat-status', { bidId: bidA })).statusCode).toBe(404);
      expect((await say(who, bidA, 'hello')).statusCode).toBe(404);
    }
    // A client cannot see the dealer's own bid, the dealer sees their client's.
    expect((await api(dealerClient, 'GET', `/bid/chat?bidId=${bidDealer}`)).statusCode).toBe(404);
    const dealerView = await chat(dealer, bidDealerClient);
    expect(dealerView.chat).toMatchObject([{ text: 'From the dealer client', isOwn: false }]);
    // ...read-only: writing is refused, and reading leaves the client's unread state alone.
    expect((await say(dealer, bidDealerClient, 'dealer here')).json()).toEqual({ success: false, message: 'chat_read_only' });
    expect((await say(dealer, bidDealerClient, 'dealer here')).statusCode).toBe(403);
    await say(manager, bidDealerClient, 'Manager answer');
    expect((await api(dealer, 'PUT', '/bid/update-chat-status', { bidId: bidDealerClient })).statusCode).toBe(200);
    expect((await chat(dealerClient, bidDealerClient)).isRead).toBe(false);
    // The dealer's own bid: a chat like a client's.
    expect((await say(dealer, bidDealer, 'my own bid')).statusCode).toBe(200);
    expect((await chat(dealer, bidDealer)).chat).toMatchObject([{ text: 'my own bid', isOwn: true }]);
    expect(await messageCount()).toBe(before + 2);
    // A bid that does not exist.
    expect((await api(manager, 'GET', '/bid/chat?bidId=99999999')).statusCode).toBe(404);
    expect((await say(manager, 99999999, 'x')).statusCode).toBe(404);
  });

  it('refuses bad input and anonymous calls with translated codes, storing nothing', async () => {
    const before = await messageCount();
    const bad = [
      [{ bidId: bidA, comment: '' }, { comment: 'Errors.Required' }],
      [{ bidId: bidA, comment: ' \n\t ' }, { comment: 'Errors.Required' }],
      [{ bidId: bidA, comment: 'x'.repeat(2001) }, { comment: 'Errors.MaxLength:2000' }],
      [{ bidId: bidA, comment: 'nul\u0000byte' }, { comment: 'Errors.InvalidField' }],
      [{ bidId: bidA }, { comment: 'Errors.Required' }],
      [{ bidId: 'x', comment: 'hi' }, { bidId: 'Errors.InvalidField' }],
      [{ comment: 'hi' }, { bidId: 'Errors.Required' }],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await api(clientA, 'POST', '/bid/save-chat', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ success: false, message });
    }
    // 2000 characters exactly is fine (after trimming).
    expect((await say(clientA, bidA, ` ${'y'.repeat(2000)} `)).statusCode).toBe(200);
    expect((await api(clientA, 'GET', '/bid/chat?bidId=0')).statusCode).toBe(400);
    expect((await api(clientA, 'GET', '/bid/chat')).statusCode).toBe(400);
    expect((await api(clientA, 'PUT', '/bid/update-chat-status', { bidId: -1 })).json()).toEqual({ success: false, message: { bidId: 'Errors.InvalidField' } });
    for (const [method, url] of [['GET', `/bid/chat?bidId=${bidA}`], ['PUT', '/bid/update-chat-status'], ['POST', '/bid/save-chat'], ['GET', `/bid/logs?bidId=${bidA}`]] as const) {
      const res = await api(null, method, url, method === 'GET' ? undefined : { bidId: bidA, comment: 'hi' });
      expect(res.statusCode).toBe(401);
    }
    // A foreign origin cannot write.
    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/bid/save-chat', headers: { origin: 'https://evil.example', cookie: clientA.cookie }, payload: { bidId: bidA, comment: 'hi' } });
    expect(foreign.statusCode).toBe(403);
    expect(await messageCount()).toBe(before + 1);
  });

  it(`refuses more than ${CHAT_FLOOD_LIMIT} messages a minute from one user (429 chat_flood), storing nothing`, async () => {
    const flooder = await h.newUser();
    const bid = await h.bid(flooder.id, await insertLot(h.db()));
    for (let i = 0; i < CHAT_FLOOD_LIMIT; i++) expect((await say(flooder, bid, `message ${i}`)).statusCode).toBe(200);
    const refused = await say(flooder, bid, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'chat_flood' });
    expect((await h.db().select({ n: count() }).from(chatMessages).where(eq(chatMessages.bidId, bid)))[0]!.n).toBe(CHAT_FLOOD_LIMIT);
    // The limit is the user's: the managers still answer on that bid.
    expect((await say(manager, bid, 'slow down')).statusCode).toBe(200);
  });

  it('writes a live event with each message and each read, in the same transaction', async () => {
    const mark = (await h.db().select({ n: sql<number>`coalesce(max(${events.id}), 0)::int` }).from(events))[0]!.n;
    await say(clientA, bidA, 'event please');
    await api(manager, 'PUT', '/bid/update-chat-status', { bidId: bidA });
    const rows = await h.db().select().from(events).where(sql`${events.id} > ${mark}`).orderBy(events.id);
    expect(rows.map((r) => [r.type, r.audience, r.ownerId, r.bidId])).toEqual([['chat.message', 'bid', clientA.id, bidA], ['chat.read', 'bid', clientA.id, bidA]]);
    expect(rows[0]!.payload).toMatchObject({ side: 'owner', authorId: clientA.id, message: { text: 'event please' } });
    expect(rows[1]!.payload).toEqual({ type: 'chat.read', bidId: bidA, side: 'manager' });
  });

  it('answers the bid log to managers only, in words of the request language', async () => {
    const bid = await h.bid(clientA.id, await insertLot(h.db()), { status: BID_STATUS.new });
    await h.db().insert(bidLogs).values({ bidId: bid, actorId: clientA.id, event: 'created', status: BID_STATUS.new, amount: 500_000 });
    expect((await h.send(manager, '/bid/update-bid-status', { bidId: bid, status: BID_STATUS.cancel })).statusCode).toBe(200);
    expect((await h.send(manager, '/bid/update-sold-price', { bidId: bid, soldPrice: '1250000' })).statusCode).toBe(409);
    await h.db().insert(bidLogs).values({ bidId: bid, actorId: null, event: 'auction_result', status: BID_STATUS.bid, amount: 730_000 });

    const res = await api(manager, 'GET', `/bid/logs?bidId=${bid}`, undefined, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const log = bidLogsResponse.parse(res.json());
    expect(log.map((l) => [l.event, l.status, l.userType ?? null])).toEqual([
      ['Bid placed: ¥500,000', 1, ROLE.client],
      ['Status: New → Cancelled', 4, ROLE.manager],
      ['Auction result: sold for ¥730,000, waiting for the manager', 2, null],
    ]);
    expect(log[0]!.userName).toBe('Test User');
    expect(log[2]!.userName).toBe('System');
    const ru = bidLogsResponse.parse((await api(manager, 'GET', `/bid/logs?bidId=${bid}`, undefined, { 'accept-language': 'ru' })).json());
    expect(ru[1]!.event).toBe('Статус: Новая → Отменена');
    expect(ru[2]!.userName).toBe('Система');
    // An empty log, a missing bid, and everyone but managers.
    const quiet = await h.bid(clientB.id, await insertLot(h.db()));
    expect((await api(manager, 'GET', `/bid/logs?bidId=${quiet}`)).json()).toEqual([]);
    expect((await api(manager, 'GET', '/bid/logs?bidId=99999999')).json()).toEqual({ success: false, message: 'bid_not_found' });
    expect((await api(manager, 'GET', '/bid/logs?bidId=abc')).statusCode).toBe(400);
    for (const who of [clientA, clientB, dealer, dealerClient, restricted]) {
      expect((await api(who, 'GET', `/bid/logs?bidId=${bid}`)).json()).toEqual({ success: false, message: 'forbidden' });
    }
  });
});
