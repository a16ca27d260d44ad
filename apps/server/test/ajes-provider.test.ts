import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AjesError, createAjesClient, type AjesClientOptions } from '../src/modules/provider-feed/ajes-client.js';
import { idRanges, pagesAfter, readIdRanges } from '../src/modules/provider-feed/ajes-pages.js';
import { parseAjesRows } from '../src/modules/provider-feed/ajes-row.js';
import { generatedTable } from './helpers/ajes-fixtures.js';
import { startAjesStandIn, type AjesStandIn } from './helpers/ajes-stand-in.js';

// Issue 20: the provider client and the row reader against a local stand-in of the AJES SQL API
// (helpers/ajes-stand-in.ts): paging, retries, timeouts, the provider's error answers, bad rows,
// photos — and the access code never showing in an error or a log line.

describe('AJES client against the stand-in', () => {
  let ajes: AjesStandIn;
  let warnings: string[] = [];
  const client = (more: Partial<AjesClientOptions> = {}) =>
    createAjesClient({
      url: ajes.url,
      code: ajes.code,
      retries: 2,
      sleep: async () => undefined, // back-off is asked for, never waited for
      log: { warn: (obj: unknown, msg?: string) => void warnings.push(JSON.stringify(obj) + ' ' + (msg ?? '')) } as never,
      ...more,
    });
  const failureOf = async (p: Promise<unknown>) => p.then(() => Promise.reject(new Error('expected a failure')), (e: unknown) => e as AjesError);

  beforeAll(async () => {
    ajes = await startAjesStandIn();
    ajes.setTable('main', generatedTable({ table: 'main', count: 1000, imageBase: ajes.origin }));
    ajes.setTable('stats', generatedTable({ table: 'stats', count: 400, imageBase: ajes.origin, badEvery: 10 }));
  });
  afterAll(() => ajes.close());
  beforeEach(() => {
    ajes.failNext.length = 0;
    ajes.keyCase = 'upper';
    warnings = [];
  });

  it('pages through a table by id: every row once, in order, a short page ends it', async () => {
    const before = ajes.stats.requests;
    const ids: number[] = [];
    for await (const page of pagesAfter(client(), 'main', { afterId: 0, pageSize: 300 })) {
      const parsed = parseAjesRows(page.rows, 'main');
      expect(parsed.skipped).toBe(0);
      ids.push(...parsed.lots.map((l) => l.providerId));
    }
    expect(ids).toEqual(Array.from({ length: 1000 }, (_, i) => 50_000_000 + i * 3));
    expect(ajes.stats.requests - before).toBe(4); // 300 + 300 + 300 + 100
    expect(ajes.sql.at(-1)).toMatch(/ FROM main WHERE id > 50002697 ORDER BY id LIMIT 0,300$/);
  });

  it('skips and counts bad rows, applies the rest', async () => {
    const rows = await client().query('SELECT * FROM stats ORDER BY id LIMIT 0,400');
    const page = parseAjesRows(rows, 'stats');
    expect(page.lots).toHaveLength(360);
    expect(page.skipped).toBe(40);
    expect(page.reasons).toEqual({ bad_year: 10, negative_price: 10, no_maker: 10, bad_date: 10 });
    expect(new Set(page.lots.map((l) => l.status))).toEqual(new Set([4533, 4534, 4535, 4536, 4537]));
  });

  it('reads lower-case keys the same way', async () => {
    ajes.keyCase = 'lower';
    const rows = await client().query('SELECT * FROM main WHERE id IN (50000000,50000003) LIMIT 0,2');
    expect(Object.keys(rows[0] as object)).toContain('marka_name');
    expect(parseAjesRows(rows, 'main').lots.map((l) => l.providerId)).toEqual([50_000_000, 50_000_003]);
  });

  it.each(['500', 'garbage', 'empty'] as const)('retries after %s and gets the page', async (failure) => {
    ajes.failNext.push(failure);
    const before = ajes.stats.requests;
    const rows = await client().query('SELECT * FROM main ORDER BY id LIMIT 0,5');
    expect(rows).toHaveLength(5);
    expect(ajes.stats.requests - before).toBe(2);
    expect(warnings).toHaveLength(1);
  });

  it('gives up after its retries with the last failure', async () => {
    ajes.failNext.push('500', '500', '500');
    const e = await failureOf(client().query('SELECT * FROM main LIMIT 0,5'));
    expect([e.kind, e.status, e.retryable]).toEqual(['http', 500, true]);
    expect(warnings).toHaveLength(2);
  });

  it('times out a slow answer, and retries it', async () => {
    ajes.failNext.push('slow', 'slow');
    const before = ajes.stats.requests;
    const e = await failureOf(client({ timeoutMs: 150, retries: 1 }).query('SELECT * FROM main LIMIT 0,5'));
    expect(e.kind).toBe('timeout');
    expect(ajes.stats.requests - before).toBe(2);
    ajes.releaseSlow();
  });

  it.each([
    ['error-row', 'provider'],
    ['daily-limit', 'quota'],
  ] as const)('does not retry a %s answer (%s)', async (failure, kind) => {
    ajes.failNext.push(failure);
    const before = ajes.stats.requests;
    const e = await failureOf(client().query('SELECT * FROM main LIMIT 0,5'));
    expect(e.kind).toBe(kind);
    expect(ajes.stats.requests - before).toBe(1);
  });

  it('answers a wrong code and refused SQL with an error row, which the client reports', async () => {
    expect((await failureOf(client({ code: 'wrong' }).query('SELECT * FROM main LIMIT 0,1'))).kind).toBe('provider');
    const refused = ajes.stats.refused;
    const e = await failureOf(client().query('SELECT * FROM users; DROP TABLE main'));
    expect([e.kind, e.message]).toEqual(['provider', expect.stringContaining('SQL error')]);
    expect(ajes.stats.refused).toBe(refused + 1);
  });

  it('refuses an answer over the size cap', async () => {
    const e = await failureOf(client({ maxBytes: 10_000 }).query('SELECT * FROM main LIMIT 0,100'));
    expect([e.kind, e.retryable]).toEqual(['too_large', false]);
  });

  it('never puts the access code into an error or a log line', async () => {
    const failures: Array<() => Promise<unknown>> = [
      () => (ajes.failNext.push('error-row'), client().query('SELECT * FROM main LIMIT 0,1')),
      () => (ajes.failNext.push('500', '500', '500'), client().query('SELECT * FROM main LIMIT 0,1')),
      () => (ajes.failNext.push('garbage', 'garbage', 'garbage'), client().query('SELECT * FROM main LIMIT 0,1')),
      () => (ajes.failNext.push('slow'), client({ timeoutMs: 100, retries: 0 }).query('SELECT * FROM main LIMIT 0,1')),
      () => client({ url: 'http://127.0.0.1:9/api/' }).query('SELECT * FROM main LIMIT 0,1'), // nothing listens on 9
    ];
    const seen: string[] = [];
    for (const fail of failures) {
      const e = await failureOf(fail());
      expect(e).toBeInstanceOf(AjesError);
      seen.push(String(e), e.message, e.stack ?? '', JSON.stringify(e), JSON.stringify(e.cause ?? null));
    }
    ajes.releaseSlow();
    const everything = [...seen, ...warnings].join('\n');
    expect(everything).toContain('[code]'); // the echoed URL was there, redacted
    expect(everything).not.toContain(ajes.code);
    expect(everything).not.toContain(encodeURIComponent(ajes.code));
  });

  it('keeps the quota headers of the last answer', async () => {
    const c = client();
    await c.query('SELECT COUNT(*) FROM main');
    expect(c.quota).toEqual({ counter: expect.any(Number), limit: 100000, rest: expect.any(Number) });
  });

  it('reads id ranges with bounded concurrency', async () => {
    // Counted where the requests start: the stand-in answers each at once, so it never sees two.
    let inFlight = 0;
    let most = 0;
    const counting: typeof fetch = async (...args) => {
      most = Math.max(most, ++inFlight);
      try {
        return await fetch(...args);
      } finally {
        inFlight--;
      }
    };
    const ranges = idRanges(49_999_999, 50_003_000, 300);
    const perRange = await readIdRanges(client({ fetch: counting }), 'main', ranges, { pageSize: 100, concurrency: 3 });
    const ids = perRange.flatMap((rows) => parseAjesRows(rows, 'main').lots.map((l) => l.providerId));
    expect(ids).toEqual(Array.from({ length: 1000 }, (_, i) => 50_000_000 + i * 3));
    expect(most).toBe(3);
  });

  it('serves the photos of the rows as JPEGs, resized on &w=, and counts the fetches', async () => {
    const [lot] = parseAjesRows(await client().query('SELECT * FROM main LIMIT 0,1'), 'main').lots;
    expect(lot!.photos.length).toBeGreaterThanOrEqual(3);
    const before = ajes.stats.photoFetches;
    const res = await fetch(`${lot!.photos[0]}&w=320`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect([bytes[0], bytes[1], bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(ajes.stats.photoFetches).toBe(before + 1);
    expect(ajes.stats.photoWidths.at(-1)).toBe(320);
  });
});
