import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, ROLE, USER_TYPE } from '@jauc/contract';
import { lots, users } from '../src/db/schema.js';
import { EVENTS_CHANNEL } from '../src/modules/events/events.repo.js';
import { eventsTuning } from '../src/modules/events/events-tuning.js';
import { deskHelpers, type Who } from './helpers/bid-desk.js';
import { insertLot } from './helpers/lots.js';
import { openEvents, type SseClient } from './helpers/sse-client.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 13 §2: GET /api/v1/events on one instance, read with a real HTTP client: who receives
// which event (a stream never carries another user's event), heart-beats, Last-Event-ID resumes
// without loss, and the stream ends with the session.

Object.assign(eventsTuning, { heartbeatMs: 50, sessionCheckMs: 50 });

describe.each(ENGINES)('live event stream (%s)', (engine) => {
  let t: TestApp;
  let base: string;
  const h = deskHelpers(() => t);
  const streams: SseClient[] = [];
  const open = async (who: Who, lastEventId?: number) => {
    const s = await openEvents(base, who.cookie, lastEventId);
    streams.push(s);
    return s;
  };
  const say = (who: Who, bidId: number, comment: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/bid/save-chat', headers: { origin: ORIGIN, cookie: who.cookie }, payload: { bidId, comment } });
  const chatTexts = (s: SseClient, bidId: number) => s.events.flatMap((e) => (e.data.type === 'chat.message' && e.data.bidId === bidId ? [e.data.message.text] : []));
  const about = (s: SseClient, bidId: number) => s.events.filter((e) => 'bidId' in e.data && e.data.bidId === bidId);

  let clientA: Who, clientB: Who, dealer: Who, dealerClient: Who, manager: Who;
  let lotId: number, bidA: number, bidB: number, bidDealerClient: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [clientA, clientB, dealer, manager] = await Promise.all([
      h.newUser(), h.newUser(), h.newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer }), h.newUser({ userType: USER_TYPE.manager }),
    ]);
    dealerClient = await h.newUser({ dealerId: dealer.id });
    lotId = await insertLot(h.db());
    [bidA, bidB, bidDealerClient] = await Promise.all([
      h.bid(clientA.id, lotId), h.bid(clientB.id, lotId), h.bid(dealerClient.id, lotId),
    ]);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t?.close();
  });

  it('answers 401 without a session and streams uncompressed text/event-stream with heart-beats', async () => {
    const anonymous = await fetch(`${base}/api/v1/events`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, message: 'unauthorized' });
    const plain = await fetch(`${base}/api/v1/events`, { headers: { cookie: clientA.cookie } });
    expect(plain.status).toBe(406);
    expect(await plain.json()).toEqual({ success: false, message: 'stream_not_accepted' });
    const s = await open(clientA);
    expect(s.status).toBe(200);
    expect(s.contentType).toBe('text/event-stream; charset=utf-8');
    expect(s.contentEncoding).toBeNull();
    await s.waitFor((e) => e[0]?.data.type === 'stream.ready', 'the ready event');
    const beats = s.comments;
    await s.waitFor(() => s.comments > beats + 1, 'heart-beats');
    s.close();
  });

  it('sends each event to those who may see it, and to nobody else', async () => {
    const [a, b, d, dc, m] = await Promise.all([open(clientA), open(clientB), open(dealer), open(dealerClient), open(manager)]);
    for (const s of [a, b, d, dc, m]) await s.waitFor((e) => e.length > 0, 'the ready event');

    expect((await say(clientA, bidA, 'Question from A')).statusCode).toBe(200);
    await a.waitFor(() => chatTexts(a, bidA).length === 1, "A's own message");
    await m.waitFor(() => chatTexts(m, bidA).length === 1, "A's message at the manager");
    const own = a.events.find((e) => e.data.type === 'chat.message')!.data;
    const atManager = m.events.find((e) => e.data.type === 'chat.message')!.data;
    expect(own).toMatchObject({ bidId: bidA, side: 'owner', message: { text: 'Question from A', isOwn: true } });
    expect(atManager).toMatchObject({ bidId: bidA, side: 'owner', message: { text: 'Question from A', isOwn: false } });

    // The manager answers and marks read; then sets the bid to Don't bid (a status change: counters).
    await t.app.inject({ method: 'PUT', url: '/api/v1/bid/update-chat-status', headers: { origin: ORIGIN, cookie: manager.cookie }, payload: { bidId: bidA } });
    await say(manager, bidA, 'Answer');
    expect((await h.send(manager, '/bid/update-bid-status', { bidId: bidA, status: BID_STATUS.dontBid })).statusCode).toBe(200);
    await a.waitFor((e) => e.some((x) => x.data.type === 'bid.changed' && x.data.bidId === bidA && x.data.status === BID_STATUS.dontBid), 'the status change at A');
    expect(about(a, bidA).map((e) => e.data.type)).toEqual(['chat.message', 'chat.read', 'chat.message', 'bid.changed']);
    expect(a.events.find((e) => e.data.type === 'chat.read')!.data).toEqual({ type: 'chat.read', bidId: bidA, side: 'manager' });
    expect(a.events.some((e) => e.data.type === 'bid.counters')).toBe(false);
    await m.waitFor((e) => e.some((x) => x.data.type === 'bid.counters'), 'the counters at the manager');
    expect(m.events.find((e) => e.data.type === 'bid.changed')!.data).toMatchObject({ bidId: bidA, status: BID_STATUS.dontBid, previousStatus: BID_STATUS.bid, autoBid: false });
    // The values only managers see in the bid lists stay theirs.
    const atClient = a.events.find((e) => e.data.type === 'bid.changed')!.data;
    expect(atClient).toMatchObject({ bidId: bidA, status: BID_STATUS.dontBid, amount: 500_000 });
    expect(atClient).not.toHaveProperty('autoBid');
    expect(atClient).not.toHaveProperty('adjustmentPrice');

    // The dealer's client writes: the client, the dealer and the managers hear it.
    await say(dealerClient, bidDealerClient, 'From the dealer client');
    for (const s of [dc, d, m]) await s.waitFor(() => chatTexts(s, bidDealerClient).length === 1, 'the dealer client message');
    // B's own event comes after all of the above: had B been sent any of them, they would be here.
    await say(clientB, bidB, 'From B');
    await b.waitFor(() => chatTexts(b, bidB).length === 1, "B's own message");
    expect(b.events.filter((e) => e.data.type !== 'stream.ready').map((e) => 'bidId' in e.data && e.data.bidId)).toEqual([bidB]);
    await d.waitFor(() => chatTexts(m, bidB).length === 1, "B's message at the manager");
    for (const s of [d, dc]) expect(about(s, bidA)).toEqual([]);
    expect(about(d, bidB)).toEqual([]);
    expect(about(a, bidDealerClient).concat(about(a, bidB))).toEqual([]);

    // A lot result reaches every bidder on the lot, each about their own bid.
    await h.db().update(lots).set({ status: AUCTION_STATUS.sold, soldPrice: 640_000 }).where(eq(lots.id, lotId));
    await a.waitFor((e) => e.some((x) => x.data.type === 'lot.result'), 'the lot result at A');
    await b.waitFor((e) => e.some((x) => x.data.type === 'lot.result'), 'the lot result at B');
    expect(a.events.filter((e) => e.data.type === 'lot.result').map((e) => e.data)).toEqual([
      { type: 'lot.result', bidId: bidA, lotId, auctionStatus: AUCTION_STATUS.sold, soldPrice: 640_000 },
    ]);
    expect(b.events.filter((e) => e.data.type === 'lot.result').map((e) => 'bidId' in e.data && e.data.bidId)).toEqual([bidB]);
    for (const s of [a, b, d, dc, m]) s.close();
  });

  it('resumes from Last-Event-ID without loss or repeats, and resets when it cannot', async () => {
    const first = await open(clientA);
    await say(manager, bidA, 'before the break');
    await first.waitFor(() => chatTexts(first, bidA).includes('before the break'), 'the message before the break');
    const last = first.lastId()!;
    first.close();
    await first.ended;
    for (const text of ['missed 1', 'missed 2', 'missed 3']) await say(manager, bidA, text);
    const again = await open(clientA, last);
    await again.waitFor(() => chatTexts(again, bidA).length === 3, 'the missed messages');
    await say(manager, bidA, 'live again');
    await again.waitFor(() => chatTexts(again, bidA).length === 4, 'the live message after the resume');
    expect(chatTexts(again, bidA)).toEqual(['missed 1', 'missed 2', 'missed 3', 'live again']);
    expect(again.events.some((e) => e.data.type === 'stream.ready')).toBe(false);
    const ids = again.events.map((e) => e.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(Math.min(...ids)).toBeGreaterThan(last);
    again.close();

    // An id from the future (another database, events pruned): start over.
    const stale = await open(clientA, 9_000_000_000);
    await stale.waitFor((e) => e.length > 0, 'the reset');
    expect(stale.events[0]!.data).toEqual({ type: 'stream.reset' });
    stale.close();
  });

  it('delivers an event announced twice once (a reconnected listener reads it and is told of it)', async () => {
    const s = await open(clientA);
    await s.waitFor(() => s.events.some((e) => e.data.type === 'stream.ready'), 'the stream to start');
    expect((await say(clientA, bidA, 'said once')).statusCode).toBe(200);
    await s.waitFor(() => chatTexts(s, bidA).includes('said once'), 'the message');
    const [event] = s.events.filter((e) => e.data.type === 'chat.message' && e.data.message.text === 'said once');
    // The same event announced again, as the notification that follows a reconnect's catch-up.
    await h.db().execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${String(event!.id)})`);
    expect((await say(clientA, bidA, 'said after')).statusCode).toBe(200);
    await s.waitFor(() => chatTexts(s, bidA).includes('said after'), 'the next message');
    expect(chatTexts(s, bidA).filter((text) => text === 'said once')).toHaveLength(1);
  });

  it('ends the stream when the session ends (logout, a disabled account)', async () => {
    const leaving = await h.newUser();
    const s = await open(leaving);
    await s.waitFor((e) => e.length > 0, 'the ready event');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin: ORIGIN, cookie: leaving.cookie } });
    expect(out.statusCode).toBe(200);
    await s.ended;

    const disabled = await h.newUser();
    const d = await open(disabled);
    await d.waitFor((e) => e.length > 0, 'the ready event');
    await h.db().update(users).set({ roleId: ROLE.disabled }).where(eq(users.id, disabled.id));
    await d.ended;
    expect((await fetch(`${base}/api/v1/events`, { headers: { cookie: leaving.cookie } })).status).toBe(401);
  });
});
