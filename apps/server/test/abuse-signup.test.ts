import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { LANGUAGE } from '@jauc/contract';
import { rateLimitEvents, users } from '../src/db/schema.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, outboxFiles } from './helpers/fixtures.js';
import { nowMs } from '../src/lib/clock.js';

// Sign-up attempts per client network (issue 10 §2 "Account discovery"; LIMITS.signup: 10 an hour).

let seq = 0;
const valid = (over: Record<string, unknown> = {}) => ({
  fullName: 'Oliver Bennett',
  email: `abuse-${++seq}-${Math.random().toString(36).slice(2)}@test.example`,
  mobile: '+64 (921) 555-01-23',
  country: { value: 157, label: 'New Zealand' },
  city: 'Auckland',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  terms: true,
  language: LANGUAGE.en,
  ...over,
});

describe.each(ENGINES)('sign-up limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const signup = (payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: ip, headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${++seq % 250}` }, payload });
  const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it('allows 10 attempts an hour per network, then 429 too_many_signups and writes nothing', async () => {
    const taken = await createUser(t.database.db);
    // Probing taken addresses counts like signing up (and is answered like it).
    for (let i = 0; i < 3; i++) expect((await signup(valid({ email: taken.email }), '192.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 7; i++) expect((await signup(valid(), '192.0.2.1')).statusCode).toBe(200);
    const before = await userCount();
    const body = valid();
    const refused = await signup(body, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'too_many_signups' });
    // Nothing written, no mail, and a taken address is not confirmed either.
    expect(await userCount()).toBe(before);
    await t.app.mailer.idle();
    expect(outboxFiles(t.dataDir, body.email)).toHaveLength(0);
    expect((await signup(valid({ email: taken.email }), '192.0.2.1')).json()).toEqual({ success: false, message: 'too_many_signups' });

    // Another network is not affected; an hour later this one may sign up again.
    expect((await signup(valid(), '192.0.2.2')).statusCode).toBe(200);
    await t.database.db.update(rateLimitEvents).set({ createdAt: new Date(nowMs() - 61 * 60_000) }).where(like(rateLimitEvents.key, 'signup:192.0.2.1'));
    expect((await signup(valid(), '192.0.2.1')).statusCode).toBe(200);
  });

  it('does not count bodies refused by validation', async () => {
    for (let i = 0; i < 12; i++) expect((await signup(valid({ password: '1', confirmPassword: '1' }), '192.0.2.3')).statusCode).toBe(422);
    expect((await signup(valid(), '192.0.2.3')).statusCode).toBe(200);
  });

  it('parallel attempts stop at the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 14 }, () => signup(valid(), '192.0.2.4')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});
