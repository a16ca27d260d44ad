import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emailTokens } from '../src/db/schema.js';
import type { Mailer } from '../src/modules/mail/mailer.js';
import { createOutboxQueue } from '../src/modules/mail/outbox-queue.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';
import { createUser, outboxFiles, readOutbox } from './helpers/fixtures.js';

// Account discovery through the reset request (issue 10 §2): a registered and an unknown address
// get the same answer, and the request only enqueues, so nothing about the address is looked at
// before answering. The answer time itself is measured by bench/reset-timing.ts, never here.

const silentLog = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

describe('the outbox queue', () => {
  it('runs tasks after the caller, a few at a time, and idle() waits for all of them', async () => {
    const queue = createOutboxQueue(silentLog(), { concurrency: 2 });
    let running = 0;
    let most = 0;
    const done: number[] = [];
    for (let i = 0; i < 6; i++) {
      queue.push('test', async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setImmediate(r));
        running--;
        done.push(i);
      });
    }
    expect(done).toEqual([]);
    await queue.idle();
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBeLessThanOrEqual(2);
    await queue.idle(); // idle when empty resolves at once
  });

  it('drops tasks past its bound with a warning and survives failing tasks', async () => {
    const log = silentLog();
    const queue = createOutboxQueue(log, { concurrency: 1, maxQueued: 2 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ran: string[] = [];
    expect(queue.push('a', () => gate.then(() => void ran.push('a')))).toBe(true); // running
    expect(queue.push('b', () => Promise.reject(new Error('smtp down')))).toBe(true);
    expect(queue.push('c', async () => void ran.push('c'))).toBe(true);
    expect(queue.push('d', async () => void ran.push('d'))).toBe(false);
    expect(log.warn).toHaveBeenCalledOnce();
    release();
    await queue.idle();
    expect(ran).toEqual(['a', 'c']);
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe.each(ENGINES)('password reset requests on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const request = (email: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password?email=${encodeURIComponent(email)}` });
  const comparable = (res: Awaited<ReturnType<typeof request>>) => {
    // The moment of the answer differs by nature; everything else must not.
    const { date: _date, 'x-server-time': _serverTime, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };

  it('answers before anything is looked up or mailed, the same for known and unknown addresses', async () => {
    const u = await createUser(t.database.db);
    // Hold every mail at the door: the answers must not wait for it.
    const mailer = t.app.mailer as Mailer;
    const send = mailer.send;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mailer.send = async (mail) => {
      await gate;
      await send(mail);
    };
    try {
      const known = await request(u.email);
      const unknown = await request('nobody-at-all@test.example');
      expect(comparable(known)).toEqual(comparable(unknown));
      expect(known.json()).toEqual({ success: true, message: 'reset_link_sent' });
      expect(outboxFiles(t.dataDir, u.email)).toHaveLength(0);
      release();
      await t.app.mailer.idle();
    } finally {
      mailer.send = send;
    }
    // Written in the background: the link works; the unknown address got nothing.
    const mail = await readOutbox(t.dataDir, u.email, 'reset');
    expect(mail.link).toContain('/auth/change-password?token=');
    expect(outboxFiles(t.dataDir, 'nobody-at-all@test.example')).toHaveLength(0);
    expect(await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, u.id))).toHaveLength(1);
  });

  it('a failing mail server changes nothing in the answer', async () => {
    const u = await createUser(t.database.db);
    const mailer = t.app.mailer as Mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('smtp down'));
    try {
      const res = await request(u.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'reset_link_sent' });
      await t.app.mailer.idle();
    } finally {
      mailer.send = send;
    }
  });
});
