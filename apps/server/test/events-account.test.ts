import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_TYPE, lotDetailResponse, profileResponse, tokyoParts } from '@jauc/contract';
import { now } from '../src/lib/clock.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { openEvents, type SseClient } from './helpers/sse-client.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 18 §2: a restricted client whose first deposit activates the account kept a lot page that
// refused to bid until they navigated. The deposit now sends `account.changed` on the live
// channel to that account (and to no one else); the profile and the lot the page then reads
// again say it may bid.

describe.each(ENGINES)('the account change on the live channel (%s)', (engine) => {
  let t: TestApp;
  let base: string;
  const streams: SseClient[] = [];
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(engine);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t?.close();
  });

  it('reaches the activated client s open stream, and their profile and lot then allow bidding', async () => {
    const db = t.database.db;
    const restricted = await createUser(db, { roleId: ROLE.restricted });
    const other = await createUser(db);
    const manager = await createUser(db, { userType: USER_TYPE.manager, roleId: ROLE.manager });
    const [cookie, otherCookie, managerCookie] = await Promise.all([signIn(t.app, restricted.email), signIn(t.app, other.email), signIn(t.app, manager.email)]);
    const lotId = await insertLot(db, { auctionDate: tokyoDaysFromNow(3) });

    // The page as it stands before: the lot refuses this account's bid.
    const before = profileResponse.parse((await get(cookie, '/user/view-profile')).json());
    expect(before.permission.biddingAllowed).toBe(false);
    const mine = await openEvents(base, cookie);
    const theirs = await openEvents(base, otherCookie);
    streams.push(mine, theirs);
    await mine.waitFor((e) => e.some((x) => x.data.type === 'stream.ready'), 'the stream is ready');
    await theirs.waitFor((e) => e.some((x) => x.data.type === 'stream.ready'), 'the other stream is ready');

    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/payments/deposit', headers: { origin: ORIGIN, cookie: managerCookie },
      payload: { userId: restricted.id, amount: 500_000, date: tokyoParts(now()).date, description: '', idempotencyKey: `account-${restricted.id}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ activated: true });

    await mine.waitFor((e) => e.some((x) => x.data.type === 'account.changed'), 'account.changed');
    // What the page reads again on the event: the same session, no new sign-in.
    const after = profileResponse.parse((await get(cookie, '/user/view-profile')).json());
    expect(after.permission.biddingAllowed).toBe(true);
    expect(after.balanceInfo.balance).toBe(500_000);
    const lot = lotDetailResponse.parse((await get(cookie, `/car-auction/lot/${lotId}`)).json());
    expect(lot.lotDetail.bidInfo.acceptBid).toBe(true);
    // Nobody else is told.
    expect(theirs.events.some((x) => x.data.type === 'account.changed')).toBe(false);
  });
});
