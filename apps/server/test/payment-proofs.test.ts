import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  decidePaymentProofResponse, DOCUMENT_MAX_BYTES, paymentAccountsResponse, paymentInfoResponse, paymentProofsResponse, tokyoParts,
  uploadPaymentProofResponse, userBalanceResponse,
} from '@jauc/contract';
import { ledgerEntries, paymentProofs, users } from '../src/db/schema.js';
import { nowMs } from '../src/lib/clock.js';
import type { Who } from './helpers/bid-desk.js';
import { outboxFiles, readOutboxMessage } from './helpers/fixtures.js';
import { pdfText } from './helpers/pdf-text.js';
import { purchaseWorld } from './helpers/purchase-world.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Paying for a car (issue 21 §5): managers keep the accounts clients pay to, per currency; the
// invoice prints them with the payment reference and the consignee; a client sends a proof of
// payment (the documents' file rules), a manager records the deposit from it once, or rejects it.

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

function multipart(parts: Array<{ name: string; value?: string; file?: Buffer; filename?: string }>) {
  const boundary = '----proof-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.file ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`));
    chunks.push(p.file ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const JPY = {
  sellerName: 'JAUC Trading K.K.', sellerAddress: '1-2-3 Minato, Tokyo', bankName: 'Mizuho Bank', bankAddress: 'Tokyo', swift: 'MHCBJPJT',
  accountNumber: '1234567', accountHolder: 'JAUC Trading K.K.',
};

describe.each(ENGINES)('payment info and proofs on %s', (engine) => {
  let t: TestApp;
  const w = purchaseWorld(() => t);
  let p: Awaited<ReturnType<typeof w.people>>;
  let carA: number;
  let carDc: number;
  const today = () => tokyoParts(new Date(nowMs())).date;

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await w.people();
    carA = await w.buy(p.manager, p.clientA, 650_000);
    carDc = await w.buy(p.manager, p.dealerClient, 700_000);
  });
  afterAll(async () => t?.close());

  const upload = (who: Who | null, fields: Record<string, string>, file: Buffer | null, filename = 'slip.pdf') => {
    const parts = [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(file ? [{ name: 'file', file, filename }] : [])];
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST', url: '/api/v1/payment-proofs', payload,
      headers: { origin: ORIGIN, 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
    });
  };
  const proofsOf = (userId: number) => t.database.db.select().from(paymentProofs).where(eq(paymentProofs.userId, userId));
  const storedFiles = (userId: number) => {
    const dir = path.join(t.dataDir, 'files', 'payment-proofs', String(userId));
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('managers alone keep the accounts; a change is a new version with who and when', async () => {
    for (const who of [p.clientA, p.dealer, p.restricted]) {
      expect((await w.inject(who, 'GET', '/payment-accounts')).statusCode).toBe(403);
      expect((await w.inject(who, 'PUT', '/payment-accounts/JPY', JPY)).statusCode).toBe(403);
    }
    expect((await w.inject(null, 'GET', '/payment-accounts')).statusCode).toBe(401);
    const bad = await w.inject(p.manager, 'PUT', '/payment-accounts/JPY', { ...JPY, sellerName: ' ', swift: 'no' });
    expect(bad.statusCode).toBe(422);
    const gbp = await w.inject(p.manager, 'PUT', '/payment-accounts/GBP', JPY);
    expect(gbp.statusCode, gbp.body).toBe(400);

    expect((await w.inject(p.manager, 'PUT', '/payment-accounts/JPY', { ...JPY, accountNumber: '0000001' })).statusCode).toBe(200);
    expect((await w.inject(p.manager, 'PUT', '/payment-accounts/JPY', JPY)).statusCode).toBe(200);
    const usd = await w.inject(p.manager, 'PUT', '/payment-accounts/USD', { ...JPY, bankName: 'Citibank', accountNumber: 'US-777' });
    expect(usd.statusCode).toBe(200);
    const all = paymentAccountsResponse.parse((await w.inject(p.manager, 'GET', '/payment-accounts')).json());
    expect(all.accounts.map((a) => [a.currency, a.accountNumber])).toEqual([['JPY', '1234567'], ['USD', 'US-777']]);
    expect(all.history.map((h) => h.accountNumber)).toEqual(['US-777', '1234567', '0000001']);
    expect(all.history.every((h) => h.changedBy !== null && h.changedAt)).toBe(true);
    // Withdrawn: gone from what clients read, kept in the history.
    expect((await w.inject(p.manager, 'PUT', '/payment-accounts/USD', { ...JPY, active: false, bankName: 'Citibank', accountNumber: 'US-777' })).statusCode).toBe(200);
    const after = paymentAccountsResponse.parse((await w.inject(p.manager, 'GET', '/payment-accounts')).json());
    expect(after.accounts.map((a) => a.currency)).toEqual(['JPY']);
  });

  it('the payment info gives the reference and the accounts to whoever sees the car; another client 404', async () => {
    const info = paymentInfoResponse.parse((await w.inject(p.clientA, 'GET', `/payment-info?purchasedCarId=${carA}`)).json());
    expect(info.reference).toBe(`JAUC-${p.clientA.id}-${carA}`);
    expect(info.accounts.map((a) => a.bankName)).toEqual(['Mizuho Bank']);
    const topUp = paymentInfoResponse.parse((await w.inject(p.clientA, 'GET', '/payment-info')).json());
    expect(topUp.reference).toBe(`JAUC-${p.clientA.id}`);
    for (const who of [p.dealer, p.manager]) expect((await w.inject(who, 'GET', `/payment-info?purchasedCarId=${carDc}`)).statusCode).toBe(200);
    expect((await w.inject(p.dealer, 'GET', `/payment-info?userId=${p.dealerClient.id}`)).statusCode).toBe(200);
    for (const who of [p.clientB, p.dealer]) expect((await w.inject(who, 'GET', `/payment-info?purchasedCarId=${carA}`)).statusCode).toBe(404);
    expect((await w.inject(p.clientB, 'GET', `/payment-info?userId=${p.clientA.id}`)).statusCode).toBe(404);
    expect((await w.inject(p.manager, 'GET', '/payment-info')).statusCode).toBe(422);
  });

  it('the invoice prints the seller, the bank details, the reference and the consignee', async () => {
    await w.inject(p.clientA, 'PUT', `/purchased-cars/${carA}/consignee`, {
      fullName: 'Vostok Import LLC', address: 'Svetlanskaya 1', country: 'Russia', port: 'Vladivostok', email: '', telephone: '', documentList: '',
    });
    const res = await w.inject(p.clientA, 'GET', `/purchased-cars/${carA}/invoice`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const s of ['JAUC Trading K.K.', 'Mizuho Bank', 'MHCBJPJT', '1234567', `JAUC-${p.clientA.id}-${carA}`, 'Vostok Import LLC', 'Vladivostok']) {
      expect(text).toContain(s);
    }
    // In the owner's language: Boris reads Russian.
    const carRu = await w.buy(p.manager, p.clientB, 500_000);
    const ru = pdfText((await w.inject(p.clientB, 'GET', `/purchased-cars/${carRu}/invoice`)).rawPayload);
    for (const s of ['Как оплатить', 'Назначение платежа', `JAUC-${p.clientB.id}-${carRu}`, 'Грузополучатель', 'Mizuho Bank']) expect(ru).toContain(s);
  });

  it('a client uploads a proof for their car; bad, oversized and truncated files are refused and write nothing', async () => {
    const cases: Array<[Awaited<ReturnType<typeof upload>>, number, unknown]> = [
      [await upload(p.clientA, { purchasedCarId: String(carA) }, HTML, 'slip.pdf'), 415, 'document_type'],
      [await upload(p.clientA, { purchasedCarId: String(carA) }, Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x25)), 413, 'document_too_large'],
      [await upload(p.clientA, { purchasedCarId: String(carA) }, null), 422, { file: 'Errors.Required' }],
      [await upload(p.clientA, { purchasedCarId: 'x' }, PDF), 422, { purchasedCarId: 'Errors.InvalidField' }],
    ];
    for (const [res, code, message] of cases) {
      expect(res.statusCode, res.body).toBe(code);
      expect(res.json()).toEqual({ success: false, message });
    }
    const { payload, contentType } = multipart([{ name: 'purchasedCarId', value: String(carA) }, { name: 'file', file: PDF, filename: 'cut.pdf' }]);
    const cut = await t.app.inject({
      method: 'POST', url: '/api/v1/payment-proofs', payload: payload.subarray(0, payload.indexOf('%PDF') + 100),
      headers: { origin: ORIGIN, 'content-type': contentType, cookie: p.clientA.cookie },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ success: false, message: 'upload_incomplete' });
    expect(await proofsOf(p.clientA.id)).toHaveLength(0);
    expect(storedFiles(p.clientA.id)).toEqual([]);

    const ok = await upload(p.clientA, { purchasedCarId: String(carA) }, PDF, 'Платёж.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    const { proof } = uploadPaymentProofResponse.parse(ok.json());
    expect(proof).toMatchObject({ userId: p.clientA.id, purchasedCarId: carA, state: 'waiting', name: 'Платёж.pdf', type: 'application/pdf', reference: `JAUC-${p.clientA.id}-${carA}` });
    const dl = await t.app.inject({ method: 'GET', url: proof.path, headers: { cookie: p.clientA.cookie } });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    // Another client's proof, file or car: 404.
    for (const who of [p.clientB, p.dealer]) {
      expect((await t.app.inject({ method: 'GET', url: proof.path, headers: { cookie: who.cookie } })).statusCode).toBe(404);
      expect((await upload(who, { purchasedCarId: String(carA) }, PDF)).statusCode).toBe(404);
    }
    expect((await upload(p.clientB, { userId: String(p.clientA.id) }, PDF)).statusCode).toBe(404);
    const info = paymentInfoResponse.parse((await w.inject(p.clientA, 'GET', `/payment-info?purchasedCarId=${carA}`)).json());
    expect(info.proofs.map((x) => x.id)).toEqual([proof.id]);
  });

  it('a manager records the deposit from a proof once: ledger entry linked, balance up, client told; again 409', async () => {
    const sent = uploadPaymentProofResponse.parse((await upload(p.clientB, {}, PNG, 'slip.png')).json()).proof;
    const mine = paymentProofsResponse.parse((await w.inject(p.clientB, 'GET', '/payment-proofs')).json());
    expect(mine.proofs.map((x) => x.id)).toEqual([sent.id]);
    const queue = paymentProofsResponse.parse((await w.inject(p.manager, 'GET', '/payment-proofs?state=waiting')).json());
    expect(queue.proofs.map((x) => x.id)).toContain(sent.id);
    const before = userBalanceResponse.parse((await w.inject(p.clientB, 'GET', '/user/balance')).json()).balanceInfo.balance;

    for (const who of [p.clientB, p.dealer]) expect((await w.inject(who, 'POST', `/payment-proofs/${sent.id}/record`, { amount: 1, date: today() })).statusCode).toBe(403);
    expect((await w.inject(p.manager, 'POST', `/payment-proofs/${sent.id}/record`, { amount: 0, date: today() })).statusCode).toBe(422);
    const res = await w.inject(p.manager, 'POST', `/payment-proofs/${sent.id}/record`, { amount: 300_000, date: today() });
    expect(res.statusCode, res.body).toBe(200);
    const decided = decidePaymentProofResponse.parse(res.json());
    expect(decided.proof).toMatchObject({ state: 'recorded', amount: 300_000 });
    expect(decided.balance).toBe(before + 300_000);
    const [entry] = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, decided.proof.ledgerEntryId!));
    expect(entry).toMatchObject({ userId: p.clientB.id, type: 'remittance', amount: 300_000, createdBy: p.manager.id, description: `JAUC-${p.clientB.id}` });
    const after = userBalanceResponse.parse((await w.inject(p.clientB, 'GET', '/user/balance')).json()).balanceInfo.balance;
    expect(after).toBe(before + 300_000);

    const again = await w.inject(p.manager, 'POST', `/payment-proofs/${sent.id}/record`, { amount: 300_000, date: today() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'proof_decided' });
    expect((await w.inject(p.manager, 'POST', `/payment-proofs/${sent.id}/reject`, { reason: 'late' })).statusCode).toBe(409);
    const remittances = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, p.clientB.id));
    expect(remittances.filter((e) => e.type === 'remittance')).toHaveLength(1);

    await t.app.mailer.idle();
    const [{ email }] = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, p.clientB.id))) as [{ email: string }];
    expect(outboxFiles(t.dataDir, email, 'proof')).toHaveLength(1);
    // Boris reads Russian.
    const mail = await readOutboxMessage(t.dataDir, email, 'proof');
    expect(mail.subject).toContain(`JAUC-${p.clientB.id}`);
    expect(mail.text).toContain('Платёж получен'.slice(0, 6));
  });

  it('a manager rejects a proof with a reason; the client reads it', async () => {
    const sent = uploadPaymentProofResponse.parse((await upload(p.dealer, { purchasedCarId: String(carDc) }, PDF)).json()).proof;
    expect(sent.userId).toBe(p.dealerClient.id);
    expect((await w.inject(p.manager, 'POST', `/payment-proofs/${sent.id}/reject`, { reason: ' ' })).statusCode).toBe(422);
    const res = await w.inject(p.manager, 'POST', `/payment-proofs/${sent.id}/reject`, { reason: 'The slip is unreadable' });
    expect(res.statusCode).toBe(200);
    const info = paymentInfoResponse.parse((await w.inject(p.dealerClient, 'GET', `/payment-info?purchasedCarId=${carDc}`)).json());
    expect(info.proofs[0]).toMatchObject({ state: 'rejected', rejectReason: 'The slip is unreadable', ledgerEntryId: null });
    expect((await w.inject(p.manager, 'POST', `/payment-proofs/${sent.id}/record`, { amount: 5, date: today() })).statusCode).toBe(409);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('recording a proof at once on postgres', () => {
  let t: TestApp;
  const w = purchaseWorld(() => t);

  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t?.close());

  it('books once when managers record the same proof at once', async () => {
    const manager = await w.newUser({ userType: 3 });
    const other = await w.newUser({ userType: 3 });
    const client = await w.newUser({});
    const { payload, contentType } = multipart([{ name: 'file', file: PDF, filename: 'slip.pdf' }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/v1/payment-proofs', payload, headers: { origin: ORIGIN, 'content-type': contentType, cookie: client.cookie } });
    const { proof } = uploadPaymentProofResponse.parse(up.json());
    const date = tokyoParts(new Date(nowMs())).date;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      w.inject(i % 2 ? manager : other, 'POST', `/payment-proofs/${proof.id}/record`, { amount: 100_000 + i, date })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, client.id));
    expect(entries).toHaveLength(1);
    const [row] = await t.database.db.select().from(paymentProofs).where(eq(paymentProofs.id, proof.id));
    expect(row).toMatchObject({ state: 'recorded', ledgerEntryId: entries[0]!.id });
  });
});
