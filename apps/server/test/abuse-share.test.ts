import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { sharePasswordResponse } from '@jauc/contract';
import { rateLimitEvents } from '../src/db/schema.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';
import { nowMs } from '../src/lib/clock.js';

// Share link lock-out (issue 10 §2): wrong codes are counted per visitor and link (10 an hour)
// and per link from everyone (100 an hour), so one guesser cannot lock the link for the people
// it was sent to, and guessing spread over many addresses still stops.

describe.each(ENGINES)('share link attempt limits on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const u = await createUser(t.database.db);
    cookie = await signIn(t.app, u.email, u.password);
  });
  afterAll(async () => t?.close());

  const newSharedLot = async () => {
    const id = await insertLot(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/car-auction/password?carId=${id}&auctionType=main`, headers: { cookie } });
    return { id, code: sharePasswordResponse.parse(res.json()).password };
  };
  const open = (id: number, code: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/share/car-auction/${id}?code=${code}`, remoteAddress: ip, headers: { 'x-forwarded-for': '198.51.100.1' } });
  const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it("visitor A's 10 wrong codes lock out A only, not visitor B", async () => {
    const { id, code } = await newSharedLot();
    for (let i = 0; i < 10; i++) expect((await open(id, wrong(code, i), '192.0.2.10')).statusCode).toBe(403);
    const a = await open(id, code, '192.0.2.10');
    expect(a.statusCode).toBe(429);
    expect(a.json()).toEqual({ success: false, message: 'too_many_requests' });
    // B (another address) opens the lot with the right code, and may still make mistakes.
    expect((await open(id, code, '192.0.2.11')).statusCode).toBe(200);
    expect((await open(id, wrong(code, 0), '192.0.2.11')).statusCode).toBe(403);
    // A's right answers are not counted, A's lock lifts after the hour.
    await t.database.db
      .update(rateLimitEvents)
      .set({ createdAt: new Date(nowMs() - 61 * 60_000) })
      .where(like(rateLimitEvents.key, `share:car-auction:${id}:192.0.2.10`));
    expect((await open(id, code, '192.0.2.10')).statusCode).toBe(200);
  });

  it('right codes do not count against anyone', async () => {
    const { id, code } = await newSharedLot();
    for (let i = 0; i < 15; i++) expect((await open(id, code, '192.0.2.20')).statusCode).toBe(200);
  });

  it('100 wrong codes from many addresses lock the link for everyone for the hour', async () => {
    const { id, code } = await newSharedLot();
    // 25 addresses guessing 4 times each: no visitor reaches their own limit.
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await open(id, wrong(code, i), `203.0.113.${i % 25}`)).statusCode);
    expect(statuses).toEqual(Array(100).fill(403));
    const locked = await open(id, code, '192.0.2.30');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, message: 'share_link_locked' });
    // Other links are not affected.
    const other = await newSharedLot();
    expect((await open(other.id, other.code, '192.0.2.30')).statusCode).toBe(200);
  });

  it('parallel guesses from one visitor stop at 10', async () => {
    const { id, code } = await newSharedLot();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => open(id, wrong(code, i), '192.0.2.40')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 403)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});
