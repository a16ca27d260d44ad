import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositResponse, ROLE, USER_TYPE } from '@jauc/contract';
import { paymentHelpers, type Who } from './helpers/payments.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Deposits at once on PostgreSQL (real parallel transactions; DESIGN.md §6): one idempotency key
// sent by many requests at once books one entry, and a restricted account's first deposits, sent at
// once with different keys, activate it once.

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent deposits on postgres', () => {
  let t: TestApp;
  let manager: Who;
  const h = paymentHelpers(() => t);

  beforeAll(async () => {
    t = await createTestApp('postgres');
    manager = await h.newUser({ userType: USER_TYPE.manager });
  });
  afterAll(async () => t?.close());

  it('books one entry for one key sent ten times at once, and answers it to every request', async () => {
    const client = await h.newUser();
    const body = { userId: client.id, amount: 150_000, idempotencyKey: 'same-key-at-once' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.deposit(manager, body)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const parsed = answers.map((a) => depositResponse.parse(a.json()));
    expect(new Set(parsed.map((p) => p.entry.id)).size).toBe(1);
    expect(parsed.filter((p) => !p.repeated)).toHaveLength(1);
    expect(await h.entriesOf(client.id)).toHaveLength(1);
  });

  it('books one entry when one key is sent at once for two accounts: the other is refused', async () => {
    const [a, b] = [await h.newUser(), await h.newUser()];
    const answers = await Promise.all([a, b, a, b].map((who) => h.deposit(manager, { userId: who.id, amount: 10_000, idempotencyKey: 'one-key-two-users' })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect((await h.entriesOf(a.id)).length + (await h.entriesOf(b.id)).length).toBe(1);
  });

  it('activates a restricted account once when its first deposits arrive at once', async () => {
    const r = await h.newUser({ roleId: ROLE.restricted, creditLimit: 0 });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => h.deposit(manager, { userId: r.id, amount: 10_000, idempotencyKey: `first-${i}-of-five` })));
    const parsed = answers.map((a) => depositResponse.parse(a.json()));
    expect(parsed.filter((p) => p.activated)).toHaveLength(1);
    expect(await h.entriesOf(r.id)).toHaveLength(5);
    expect((await h.logsOf(r.id)).filter((l) => l.event === 'activated_by_deposit')).toHaveLength(1);
  });
});
