import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidListResponse, ROLE, USER_TYPE } from '@jauc/contract';
import { deskHelpers, type Who } from './helpers/bid-desk.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 13 §1, spec 2 §2-§3: the bid lists' `message` (the chat's last message) and `isRead` (the
// viewer's side has read it: the row's unread dot), for the owner, the managers and a dealer
// following a client's bid.

describe.each(ENGINES)('bid list rows with their chat (%s)', (engine) => {
  let t: TestApp;
  const h = deskHelpers(() => t);
  let client: Who, manager: Who, dealer: Who, dealerClient: Who;
  let bid: number, quiet: number, clientsBid: number;

  const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });
  async function rowOf(who: Who, path: string, bidId: number) {
    const res = await call(who, 'GET', `${path}?pageSize=70`);
    expect(res.statusCode, res.body).toBe(200);
    const row = bidListResponse.parse(res.json()).cars.find((c) => c.bidId === bidId);
    expect(row, `bid ${bidId} on ${path}`).toBeDefined();
    return { message: row!.message, isRead: row!.isRead };
  }
  const say = async (who: Who, bidId: number, comment: string) => expect((await call(who, 'POST', '/bid/save-chat', { bidId, comment })).statusCode).toBe(200);
  const read = async (who: Who, bidId: number) => expect((await call(who, 'PUT', '/bid/update-chat-status', { bidId })).statusCode).toBe(200);

  beforeAll(async () => {
    t = await createTestApp(engine);
    [client, manager, dealer] = await Promise.all([h.newUser(), h.newUser({ userType: USER_TYPE.manager }), h.newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer })]);
    dealerClient = await h.newUser({ dealerId: dealer.id });
    const lot = await insertLot(h.db());
    [bid, quiet, clientsBid] = await Promise.all([h.bid(client.id, lot), h.bid(client.id, await insertLot(h.db())), h.bid(dealerClient.id, lot)]);
  });
  afterAll(async () => t?.close());

  it('shows the last message and the unread dot of the viewer s side', async () => {
    expect(await rowOf(client, '/bid/my-bid', quiet)).toEqual({ message: null, isRead: true });
    await say(client, bid, 'Is it rust-free?');
    expect(await rowOf(client, '/bid/my-bid', bid)).toEqual({ message: 'Is it rust-free?', isRead: true });
    expect(await rowOf(manager, '/bid/index', bid)).toEqual({ message: 'Is it rust-free?', isRead: false });
    await read(manager, bid);
    expect(await rowOf(manager, '/bid/index', bid)).toEqual({ message: 'Is it rust-free?', isRead: true });
    await say(manager, bid, '<b>Yes</b>');
    expect(await rowOf(client, '/bid/my-bid', bid)).toEqual({ message: '<b>Yes</b>', isRead: false });
    expect(await rowOf(manager, '/bid/index', bid)).toEqual({ message: '<b>Yes</b>', isRead: true });
    // Other bids keep their own (empty) chat.
    expect(await rowOf(manager, '/bid/index', quiet)).toEqual({ message: null, isRead: true });
  });

  it('gives a dealer the client s unread state on the client s bid', async () => {
    await say(manager, clientsBid, 'The car is sold');
    expect(await rowOf(dealer, '/bid/dealer', clientsBid)).toEqual({ message: 'The car is sold', isRead: false });
    await read(dealerClient, clientsBid);
    expect(await rowOf(dealer, '/bid/dealer', clientsBid)).toEqual({ message: 'The car is sold', isRead: true });
  });
});
