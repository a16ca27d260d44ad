import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsTuning } from '../src/modules/events/events-tuning.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createHttpTestApp, type HttpTestApp } from './helpers/http-app.js';
import { insertLot } from './helpers/lots.js';
import { openEvents, type SseClient } from './helpers/sse-client.js';
import { ORIGIN } from './helpers/test-app.js';
import { bids } from '../src/db/schema.js';

// Issue 13 §2: the instance's LISTEN connection breaks with the database connection (a relay in
// front of PostgreSQL is cut) and comes back by itself; what was committed meanwhile still
// reaches the open stream, and nothing arrives twice.

Object.assign(eventsTuning, { heartbeatMs: 50, sessionCheckMs: 50, reconnectMs: 50 });

describe.runIf(process.env.TEST_DATABASE_URL)('the event listener after a database outage', () => {
  let h: HttpTestApp;
  let stream: SseClient | null = null;
  beforeAll(async () => {
    h = await createHttpTestApp('postgres');
  });
  afterAll(async () => {
    stream?.close();
    await h?.close();
  });

  it('listens again and delivers what was committed while it was away', async () => {
    const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const db = h.database.db;
    const u = await createUser(db);
    const cookie = await signIn(h.app, u.email, u.password);
    const [bid] = await db.insert(bids).values({ userId: u.id, lotId: await insertLot(db), amount: 500_000, status: 2 }).returning();
    const say = (comment: string) =>
      h.app.inject({ method: 'POST', url: '/api/v1/bid/save-chat', headers: { origin: ORIGIN, cookie }, payload: { bidId: bid!.id, comment } });
    const texts = () => stream!.events.flatMap((e) => (e.data.type === 'chat.message' ? [e.data.message.text] : []));

    stream = await openEvents(base, cookie);
    await say('before');
    await stream.waitFor(() => texts().includes('before'), 'the first message');

    await h.relay!.down();
    await h.relay!.up();
    // Committed as soon as the pool reconnects, maybe before the listener does: caught up then.
    let saved = await say('during');
    for (let i = 0; i < 100 && saved.statusCode !== 200; i++) saved = await say('during');
    expect(saved.statusCode).toBe(200);
    await stream.waitFor(() => texts().includes('during'), 'the message committed around the outage');
    await say('after');
    await stream.waitFor(() => texts().includes('after'), 'a message after the listener is back');
    expect(texts()).toEqual(['before', 'during', 'after']);
  });
});
