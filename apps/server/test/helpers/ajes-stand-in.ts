import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AjesTable } from '../../src/modules/provider-feed/ajes-sql.js';
import { hashSeed } from '../../src/seed/rng.js';
import { fixedTable, type AjesFixtureRow, type AjesTableSource } from './ajes-fixtures.js';
import { meets, parseSelect, SqlRefused, type ParsedSelect } from './ajes-sql-parse.js';
import { flatJpeg } from './tiny-jpeg.js';

// A local stand-in of the AJES / avto.jp SQL API (docs/decisions/012) for the tests and benchmarks:
// `GET /api/?json&code=…&sql=SELECT …` answers a JSON array of rows from fixture tables, read
// with the subset of SQL in ajes-sql-parse.ts; anything else gets an error row, as does a wrong
// code. `failNext` scripts the next answers (slow, 500, garbage, error row, empty, daily limit);
// photos are real JPEGs at `/img?…` (`&w=320` asks for a width, as the provider's host does).
// It counts API requests, refused statements, requests in flight and photo fetches.

export type AjesFailure = 'slow' | '500' | 'garbage' | 'error-row' | 'empty' | 'daily-limit';

export interface AjesStandIn {
  /** AJES_URL for the client. */
  url: string;
  origin: string;
  code: string;
  setTable(table: AjesTable, source: AjesTableSource | readonly AjesFixtureRow[]): void;
  /** The next API requests answer these, one each, before normal service resumes. */
  failNext: AjesFailure[];
  /** Key spelling of answers: the provider's upper case, or the lower case some resellers pass on. */
  keyCase: 'upper' | 'lower';
  readonly stats: { requests: number; refused: number; inFlight: number; maxInFlight: number; photoFetches: number; photoWidths: number[] };
  /** Statements received, in order (the last 1000). */
  readonly sql: string[];
  /** Answers the requests held by 'slow' (with a 500: the client gave up on them long ago). */
  releaseSlow(): void;
  close(): Promise<void>;
}

const EMPTY = fixedTable([]);
const ROW_CAP = 5000; // a statement without LIMIT still gets a bounded answer

export async function startAjesStandIn(
  options: { code?: string; tables?: Partial<Record<AjesTable, AjesTableSource>>; port?: number } = {},
): Promise<AjesStandIn> {
  const code = options.code ?? 'TEST-ajes-Code-7f3a';
  const tables: Record<AjesTable, AjesTableSource> = { main: EMPTY, stats: EMPTY, one: EMPTY, ...options.tables };
  const held = new Set<http.ServerResponse>();
  const stats: AjesStandIn['stats'] = { requests: 0, refused: 0, inFlight: 0, maxInFlight: 0, photoFetches: 0, photoWidths: [] };
  const sql: string[] = [];
  const self = { failNext: [] as AjesFailure[], keyCase: 'upper' as 'upper' | 'lower' };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/img') return photo(url, res);
    stats.requests++;
    stats.maxInFlight = Math.max(stats.maxInFlight, ++stats.inFlight);
    res.on('close', () => stats.inFlight--);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'api-counter': String(stats.requests), 'api-limit': '100000', 'api-rest': String(100000 - stats.requests) });
      res.end(JSON.stringify(body));
    };
    const failure = self.failNext.shift();
    if (failure === 'slow') return void held.add(res);
    if (failure === '500') return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>500 Internal Server Error</h1>');
    if (failure === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Service temporarily unavailable</body></html>');
    // The provider's own sample client puts the request URL, code included, into its errors.
    if (failure === 'error-row') return json({ error: `Failed to fetch data from API ${req.url}` });
    if (failure === 'empty') return void res.writeHead(200).end();
    if (failure === 'daily-limit') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('Daily limit exceeded for this code');
    if (url.searchParams.get('code') !== code) return json({ error: 'Access denied: wrong code' });
    if (!url.searchParams.has('json')) return json({ error: 'the stand-in answers JSON only' });
    const statement = url.searchParams.get('sql') ?? '';
    sql.push(statement);
    if (sql.length > 1000) sql.shift();
    let query: ParsedSelect;
    try {
      query = parseSelect(statement);
    } catch (error) {
      stats.refused++;
      return json({ error: `SQL error: ${error instanceof SqlRefused ? error.message : 'unreadable'}` });
    }
    json(answer(tables[query.table], query, self.keyCase));
  });

  function photo(url: URL, res: http.ServerResponse): void {
    stats.photoFetches++;
    const w = Number(url.searchParams.get('w'));
    if (w > 0) stats.photoWidths.push(w);
    // The colour follows the photo, so two photos are never the same bytes.
    const h = hashSeed(url.searchParams.get('id') ?? '', url.searchParams.get('n') ?? '');
    const side = w > 0 ? Math.min(320, Math.max(8, Math.round(w / 8) * 8)) : 64;
    const body = flatJpeg(side, Math.max(8, Math.floor((side * 0.75) / 8) * 8), [h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff]);
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(body.length) }).end(body);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/api/`,
    origin,
    code,
    setTable: (table, source) => void (tables[table] = Array.isArray(source) ? fixedTable(source) : (source as AjesTableSource)),
    get failNext() {
      return self.failNext;
    },
    set failNext(list) {
      self.failNext = list;
    },
    get keyCase() {
      return self.keyCase;
    },
    set keyCase(value) {
      self.keyCase = value;
    },
    stats,
    sql,
    releaseSlow() {
      for (const res of held) res.writeHead(500).end();
      held.clear();
    },
    close() {
      for (const res of held) res.destroy();
      held.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The rows (or the count) a parsed statement selects from a table. */
function answer(source: AjesTableSource, q: ParsedSelect, keyCase: 'upper' | 'lower'): unknown[] {
  // Id bounds narrow the index range by binary search: a page deep in 2,300,000 rows is cheap.
  let from = 0;
  let to = source.size;
  for (const c of q.where) {
    if (c.field !== 'id' || c.op === 'in' || c.op === '=') continue;
    if (c.op === '>' || c.op === '>=') from = Math.max(from, firstIndex(source, (id) => (c.op === '>' ? id > c.value : id >= c.value)));
    else to = Math.min(to, firstIndex(source, (id) => (c.op === '<' ? id >= c.value : id > c.value)));
  }
  const limit = Math.min(q.limit ?? ROW_CAP, ROW_CAP);
  const rows: Record<string, string>[] = [];
  let matched = 0;
  for (let i = from; i < to && (q.columns === 'count' || rows.length < limit); i++) {
    const row = lowerKeys(source.rowAt(i));
    if (!q.where.every((c) => meets(row, c))) continue;
    if (q.columns !== 'count' && matched >= q.offset) rows.push(row);
    matched++;
  }
  if (q.columns === 'count') return [{ TAG0: String(matched) }];
  return rows.map((row) => {
    const picked = q.columns === 'all' ? row : Object.fromEntries((q.columns as string[]).map((c) => [c, row[c] ?? '']));
    return keyCase === 'lower' ? picked : Object.fromEntries(Object.entries(picked).map(([k, v]) => [k.toUpperCase(), v]));
  });
}

/** The first index whose id satisfies `atOrAfter` (ids ascend), or the size. */
function firstIndex(source: AjesTableSource, atOrAfter: (id: number) => boolean): number {
  let lo = 0;
  let hi = source.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (atOrAfter(source.idAt(mid))) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function lowerKeys(row: AjesFixtureRow): Record<string, string> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.toLowerCase(), v]));
}
