import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_STATUS, USER_TYPE } from '@jauc/contract';
import { buildApp, type App } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { eventsTuning } from '../src/modules/events/events-tuning.js';
import { deskHelpers, type Who } from './helpers/bid-desk.js';
import { signIn } from './helpers/fixtures.js';
import { insertLot } from './helpers/lots.js';
import { openEvents, type SseClient } from './helpers/sse-client.js';
import { createTestApp, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 13 §2, §6: two server instances on one PostgreSQL, each with its own pool and its own
// LISTEN connection. A message saved on one arrives on a stream held by the other, a manager's
// change on one reaches the client on the other, a stream never carries another user's event,
// and a stream broken on one instance resumes on the other without loss.

Object.assign(eventsTuning, { heartbeatMs: 50, sessionCheckMs: 50 });

describe.runIf(process.env.TEST_DATABASE_URL)('live events across two instances of one PostgreSQL', () => {
  let t: TestApp;
  let second: { app: App; database: Database };
  let one: string, two: string;
  const h = deskHelpers(() => t);
  const streams: SseClient[] = [];
  const open = async (base: string, who: Who, lastEventId?: number) => {
    const s = await openEvents(base, who.cookie, lastEventId);
    streams.push(s);
    await s.waitFor((e) => e.length > 0 || lastEventId !== undefined, 'the stream start');
    return s;
  };
  const sayOn = (app: App, who: Who, bidId: number, comment: string) =>
    app.inject({ method: 'POST', url: '/api/v1/bid/save-chat', headers: { origin: ORIGIN, cookie: who.cookie }, payload: { bidId, comment } });
  const texts = (s: SseClient) => s.events.flatMap((e) => (e.data.type === 'chat.message' ? [e.data.message.text] : []));

  let client: Who, other: Who, manager: Who;
  let bid: number, otherBid: number;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: ':memory:', poolSize: 5 });
    const app = await buildApp({ config: t.config, database });
    await app.ready();
    second = { app, database };
    one = await t.app.listen({ port: 0, host: '127.0.0.1' });
    two = await second.app.listen({ port: 0, host: '127.0.0.1' });
    [client, other, manager] = await Promise.all([h.newUser(), h.newUser(), h.newUser({ userType: USER_TYPE.manager })]);
    const lot = await insertLot(h.db());
    [bid, otherBid] = await Promise.all([h.bid(client.id, lot), h.bid(other.id, lot)]);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  it('delivers a message and a change made on one instance to streams held by the other', async () => {
    const clientOnTwo = await open(two, client);
    const otherOnTwo = await open(two, other);
    const managerOnOne = await open(one, manager);

    expect((await sayOn(t.app, manager, bid, 'Hello from instance one')).statusCode).toBe(200);
    await clientOnTwo.waitFor(() => texts(clientOnTwo).includes('Hello from instance one'), 'the message on the other instance');

    expect((await sayOn(second.app, client, bid, 'Reply through instance two')).statusCode).toBe(200);
    await managerOnOne.waitFor(() => texts(managerOnOne).includes('Reply through instance two'), 'the reply on instance one');

    expect((await h.send(manager, '/bid/update-bid-status', { bidId: bid, status: BID_STATUS.dontBid })).statusCode).toBe(200);
    await clientOnTwo.waitFor((e) => e.some((x) => x.data.type === 'bid.changed' && x.data.status === BID_STATUS.dontBid), 'the status change');

    // The other client's own message comes last: nothing of the first client's came before it.
    await sayOn(t.app, other, otherBid, 'Mine only');
    await otherOnTwo.waitFor(() => texts(otherOnTwo).includes('Mine only'), "the other client's own message");
    expect(otherOnTwo.events.filter((e) => 'bidId' in e.data).every((e) => 'bidId' in e.data && e.data.bidId === otherBid)).toBe(true);
    expect(clientOnTwo.events.some((e) => 'bidId' in e.data && e.data.bidId === otherBid)).toBe(false);
  });

  it('resumes on the other instance from Last-Event-ID without loss', async () => {
    const onOne = await open(one, client);
    await sayOn(second.app, manager, bid, 'before');
    await onOne.waitFor(() => texts(onOne).includes('before'), 'the message before the break');
    const last = onOne.lastId()!;
    onOne.close();
    await onOne.ended;
    for (let i = 1; i <= 5; i++) await sayOn(i % 2 ? t.app : second.app, manager, bid, `missed ${i}`);
    const onTwo = await open(two, client, last);
    await onTwo.waitFor(() => texts(onTwo).length === 5, 'the missed messages');
    await sayOn(t.app, manager, bid, 'after');
    await onTwo.waitFor(() => texts(onTwo).length === 6, 'the live message after the resume');
    expect(texts(onTwo)).toEqual(['missed 1', 'missed 2', 'missed 3', 'missed 4', 'missed 5', 'after']);
  });

  it('keeps sessions across instances: a logout on one ends the stream on the other', async () => {
    const leaving = await h.newUser();
    const cookie = await signIn(second.app, (await h.db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, leaving.id) }))!.email);
    const s = await open(two, { id: leaving.id, cookie });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin: ORIGIN, cookie } })).statusCode).toBe(200);
    await s.ended;
  });
});
