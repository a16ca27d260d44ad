import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES, purchaseDetailResponse, uploadDocumentResponse } from '@jauc/contract';
import { purchaseDocuments } from '../src/db/schema.js';
import { evictUser } from '../src/modules/identity/session-cache.js';
import { purchaseLogsOf } from '../src/modules/purchases/purchases.repo.js';
import type { Who } from './helpers/bid-desk.js';
import { pdfText } from './helpers/pdf-text.js';
import { purchaseWorld } from './helpers/purchase-world.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Files of purchased cars (issue 14 §1, §5, §6): documents uploaded by managers through the
// storage interface (PDF or image by its first bytes, at most 10 MB), downloaded by whoever sees
// the car; the invoice PDF from the finances in the owner's language; the photos as images.zip.

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(100, 3)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

function multipart(parts: Array<{ name: string; value?: string; file?: Buffer; filename?: string; type?: string }>) {
  const boundary = '----purchase-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.file ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`));
    chunks.push(p.file ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(ENGINES)('purchased car files on %s', (engine) => {
  let t: TestApp;
  const w = purchaseWorld(() => t);
  let p: Awaited<ReturnType<typeof w.people>>;
  let carA: number;
  let carRu: number;
  let carDc: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await w.people();
    carA = await w.buy(p.manager, p.clientA, 650_000);
    carRu = await w.buy(p.manager, p.clientB, 1_234_000);
    carDc = await w.buy(p.manager, p.dealerClient, 700_000);
  });
  afterAll(async () => t?.close());

  const upload = (who: Who | null, id: number, kind: string | null, file: Buffer | null, filename = 'doc.pdf', type = 'application/pdf') => {
    const parts = [...(kind !== null ? [{ name: 'kind', value: kind }] : []), ...(file ? [{ name: 'file', file, filename, type }] : [])];
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST', url: `/api/v1/purchased-cars/${id}/documents`, payload,
      headers: { origin: ORIGIN, 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
    });
  };
  const docsOf = (id: number) => t.database.db.select().from(purchaseDocuments).where(eq(purchaseDocuments.purchasedCarId, id));
  const storedFiles = (id: number) => {
    const dir = path.join(t.dataDir, 'files', 'purchases', String(id));
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const get = (who: Who | null, url: string) => w.inject(who, 'GET', url);

  describe('documents', () => {
    it('a manager uploads a PDF and images; whoever sees the car downloads them as they were', async () => {
      const uploads: Array<[string, Buffer, string, string]> = [
        ['invoice', PDF, 'Счёт 12.pdf', 'application/pdf'], ['export_certificate', PNG, 'cert.png', 'image/png'],
        ['bill_of_lading', JPEG, 'bl.jpg', 'image/jpeg'], ['other', WEBP, 'photo.webp', 'image/webp'],
      ];
      for (const [kind, file, name, type] of uploads) {
        const res = await upload(p.manager, carDc, kind, file, name, 'application/octet-stream');
        expect(res.statusCode, res.body).toBe(200);
        const { document } = uploadDocumentResponse.parse(res.json());
        expect(document).toMatchObject({ kind, name, type, size: file.length, path: `/api/v1/purchased-cars/${carDc}/documents/${document.id}` });
        for (const who of [p.dealerClient, p.dealer, p.manager]) {
          const dl = await get(who, document.path.replace('/api/v1', ''));
          expect(dl.statusCode).toBe(200);
          expect(dl.headers['content-type']).toBe(type);
          expect(dl.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
          expect(dl.rawPayload.equals(file)).toBe(true);
        }
        for (const who of [p.clientA, p.clientB, p.restricted]) expect((await get(who, document.path.replace('/api/v1', ''))).statusCode).toBe(404);
      }
      const detail = purchaseDetailResponse.parse((await get(p.dealerClient, `/purchased-cars/${carDc}`)).json());
      expect(detail.documents.map((d) => [d.kind, d.name])).toEqual(uploads.map(([kind, , name]) => [kind, name]));
      expect(storedFiles(carDc)).toHaveLength(4);
      const logs = (await purchaseLogsOf(t.database.db, carDc)).filter((l) => l.field === 'document');
      expect(logs.map((l) => l.newValue)).toEqual(uploads.map(([kind, , name]) => `${kind}: ${name}`));
    });

    it('refuses what is not a PDF or image by its bytes (415), over 10 MB (413), no kind or file (422); nothing written', async () => {
      const before = (await docsOf(carA)).length;
      const cases: Array<[Awaited<ReturnType<typeof upload>>, number, unknown]> = [
        [await upload(p.manager, carA, 'invoice', HTML, 'invoice.pdf', 'application/pdf'), 415, 'document_type'],
        [await upload(p.manager, carA, 'invoice', Buffer.from('%PD not quite'), 'x.pdf'), 415, 'document_type'],
        [await upload(p.manager, carA, 'invoice', Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x25)), 413, 'document_too_large'],
        [await upload(p.manager, carA, null, PDF), 422, { kind: 'Errors.Required' }],
        [await upload(p.manager, carA, 'passport', PDF), 422, { kind: 'Errors.InvalidField' }],
        [await upload(p.manager, carA, 'invoice', null), 422, { file: 'Errors.Required' }],
        [await upload(p.manager, carA, 'invoice', Buffer.alloc(0)), 422, { file: 'Errors.Required' }],
        [await w.inject(p.manager, 'POST', `/purchased-cars/${carA}/documents`, { kind: 'invoice' }), 422, { file: 'Errors.Required' }],
      ];
      for (const [res, code, message] of cases) {
        expect(res.statusCode, res.body).toBe(code);
        expect(res.json()).toEqual({ success: false, message });
      }
      expect(await docsOf(carA)).toHaveLength(before);
      expect(storedFiles(carA)).toEqual([]);
      // Exactly 10 MB is within the limit.
      const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(DOCUMENT_MAX_BYTES - 9, 0x20)]);
      expect((await upload(p.manager, carA, 'other', big)).statusCode).toBe(200);
    });

    // Issue 18 §4: a body cut off inside the file answered 500 "Part terminated early".
    it('a truncated multipart body answers 400 upload_incomplete and writes nothing', async () => {
      const before = (await docsOf(carA)).length;
      const { payload, contentType } = multipart([{ name: 'kind', value: 'invoice' }, { name: 'file', file: PDF, filename: 'cut.pdf', type: 'application/pdf' }]);
      const headerEnd = payload.indexOf('%PDF');
      const cut = (length: number) =>
        t.app.inject({
          method: 'POST', url: `/api/v1/purchased-cars/${carA}/documents`, payload: payload.subarray(0, length),
          headers: { origin: ORIGIN, 'content-type': contentType, cookie: p.manager.cookie },
        });
      // Cut inside the file, and just before the closing boundary.
      for (const length of [headerEnd + 100, payload.length - 10]) {
        const res = await cut(length);
        expect(res.statusCode, `${length}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'upload_incomplete' });
      }
      // Cut before the file began: no file came (422), never a 500.
      for (const length of [headerEnd - 20, 30]) {
        const res = await cut(length);
        expect(res.statusCode, `${length}: ${res.body}`).toBe(422);
        expect(res.json()).toEqual({ success: false, message: { file: 'Errors.Required' } });
      }
      expect(await docsOf(carA)).toHaveLength(before);
    });

    it('only managers upload or remove (403 for owners, dealers and others); a missing car or document 404', async () => {
      for (const who of [p.clientA, p.clientB, p.dealer, p.dealerClient, p.restricted]) {
        for (const car of [carA, carDc]) {
          expect((await upload(who, car, 'invoice', PDF)).statusCode).toBe(403);
          expect((await w.inject(who, 'DELETE', `/purchased-cars/${car}/documents/1`)).statusCode).toBe(403);
        }
      }
      expect((await upload(null, carA, 'invoice', PDF)).statusCode).toBe(401);
      expect((await upload(p.manager, 99999999, 'invoice', PDF)).statusCode).toBe(404);
      expect((await w.inject(p.manager, 'DELETE', `/purchased-cars/${carA}/documents/99999999`)).statusCode).toBe(404);
      // A document of another car is not found through this one.
      const other = (await docsOf(carDc))[0]!;
      expect((await w.inject(p.manager, 'DELETE', `/purchased-cars/${carA}/documents/${other.id}`)).statusCode).toBe(404);
      expect((await get(p.clientA, `/purchased-cars/${carA}/documents/${other.id}`)).statusCode).toBe(404);
    });

    it('a manager removes a document: its row, its file, logged', async () => {
      const { document } = uploadDocumentResponse.parse((await upload(p.manager, carRu, 'bill_of_lading', PDF, 'bl.pdf')).json());
      expect(storedFiles(carRu)).toHaveLength(1);
      const res = await w.inject(p.manager, 'DELETE', `/purchased-cars/${carRu}/documents/${document.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(await docsOf(carRu)).toEqual([]);
      expect(storedFiles(carRu)).toEqual([]);
      expect((await get(p.clientB, `/purchased-cars/${carRu}/documents/${document.id}`)).statusCode).toBe(404);
      expect((await purchaseLogsOf(t.database.db, carRu)).filter((l) => l.field === 'document').map((l) => [l.oldValue, l.newValue]))
        .toEqual([[null, 'bill_of_lading: bl.pdf'], ['bill_of_lading: bl.pdf', null]]);
    });
  });

  describe('invoice', () => {
    it('is a PDF of the finances with their total, in English for an English owner', async () => {
      await w.inject(p.manager, 'PUT', `/purchased-cars/${carA}/finances`, { auctionFee: 20_000, agentFee: 30_000, delivery: 15_000, freight: 120_000, otherFees: 0 });
      const res = await get(p.clientA, `/purchased-cars/${carA}/invoice`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoice-P-\d{6}\.pdf"/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Invoice');
      expect(text).toContain('Anna Client');
      expect(text).toContain('Freight\n¥120 000');
      expect(text).toContain('Total\n¥835 000');
    });

    it('is in Russian for a Russian owner, whoever downloads it, with its font embedded', async () => {
      for (const who of [p.clientB, p.manager]) {
        const res = await get(who, `/purchased-cars/${carRu}/invoice`);
        expect(res.statusCode).toBe(200);
        const raw = res.rawPayload.toString('latin1');
        expect(raw).toContain('/FontFile2');
        expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
        const text = pdfText(res.rawPayload);
        expect(text).toContain('Счёт');
        expect(text).toContain('Цена автомобиля\n¥1 234 000');
        expect(text).toContain('Итого\n¥1 234 000');
      }
      // Issue 18 §3: the car's colour from the one translation source, as the page shows it.
      const page = purchaseDetailResponse.parse((await get(p.clientB, `/purchased-cars/${carRu}`)).json());
      expect(page.carDetail.color).toMatch(/^[А-ЯЁ]/);
      expect(pdfText((await get(p.clientB, `/purchased-cars/${carRu}/invoice`)).rawPayload)).toContain(page.carDetail.color);
    });

    it('needs the downloadInvoice permission, as GET /payments/invoice does: 403 without it', async () => {
      const setPermission = async (value: boolean) => {
        await t.database.db.execute(sql`UPDATE users SET permissions = jsonb_set(permissions, '{downloadInvoice}', ${JSON.stringify(value)}::jsonb) WHERE id = ${p.clientA.id}`);
        evictUser(p.clientA.id);
      };
      await setPermission(false);
      try {
        const res = await get(p.clientA, `/purchased-cars/${carA}/invoice`);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('download_not_allowed');
      } finally {
        await setPermission(true);
      }
      expect((await get(p.clientA, `/purchased-cars/${carA}/invoice`)).statusCode).toBe(200);
    });
  });

  describe('photo zip', () => {
    it('GET /purchased-cars/download-images answers the zip URL; the zip holds the lot photos', async () => {
      const res = await get(p.clientA, `/purchased-cars/download-images?id=${carA}`);
      expect(res.statusCode).toBe(200);
      const url = res.json() as string;
      expect(url).toBe(`/api/v1/purchased-cars/download-images/${carA}/images.zip`);
      const zip = await get(p.clientA, url.replace('/api/v1', ''));
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-disposition']).toBe('attachment; filename="images.zip"');
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      const detail = purchaseDetailResponse.parse((await get(p.clientA, `/purchased-cars/${carA}`)).json());
      expect(Object.keys(files)).toHaveLength(detail.lotImages.images.length);
      for (const content of Object.values(files)) expect(Buffer.from(content).toString('utf8')).toMatch(/^<svg|^<\?xml/);
      expect((await get(p.clientA, '/purchased-cars/download-images?id=abc')).statusCode).toBe(400);
    });
  });
});
