import fc from 'fast-check';

// Malformed request inputs for the route fuzz test (fuzz-routes.test.ts). Each input is a valid
// base (one per route, written by the test) with one to three fields broken: the shape attackers
// and broken clients send — NUL and control characters, integers past PostgreSQL's int4, negative
// and fractional numbers, year-0 and impossible dates, very long and exotic unicode text, wrong
// JSON types, arrays for scalars, missing and extra keys, edited paging cursors. A single broken
// field keeps the rest valid, so the input reaches as deep into the service as the fault lets it.

export type QueryInput = Record<string, string | string[]>;
export type JsonInput = unknown;

const controlChar = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));

/** Text an attacker or a broken client sends in place of any string. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\0', 'a\0b', 'Tokyo\u0000', '%00', '\u0007bell', '\u001b[31m', 'line\r\nbreak', '\t'),
  fc.tuple(fc.string({ maxLength: 8 }), controlChar, fc.string({ maxLength: 8 })).map(([a, c, b]) => a + c + b),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.constantFrom('\ud800', '\udfff', '\ufeff', '\u202e', '😀'.repeat(30), 'ü'.repeat(200)),
  fc.integer({ min: 101, max: 3000 }).map((n) => 'x'.repeat(n)),
  fc.constant('y'.repeat(20_000)),
  fc.constantFrom('', ' ', '   ', 'null', 'undefined', 'NaN', 'true', '[]', '{}', "'; DROP TABLE lots; --", '%', '_', '\\'),
);

/** Numbers written as text (query values, and numeric strings in bodies). */
const numericText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648', '2147483647', '-2147483649', '4294967296', '9223372036854775808', '99999999999999999999', '1e21', '1e400',
    '-1', '0', '-0', '1.5', '0.0001', '0x10', '1_000', ' 1', '1 ', '１２', '+1', 'Infinity', '-Infinity',
  ),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double({ noNaN: true }).map(String),
);

/** Dates PostgreSQL or JavaScript cannot hold, or calendars do not have. */
const badDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0000-01-01', '0001-01-01', '9999-12-31', '-0001-01-01', '+275760-09-13', '2024-02-30', '2023-02-29', '2024-13-01',
    '2024-00-10', '2024-1-1', '20240101', '2024-01-01T00:00:00Z', '1899-12-31', '2024-01-01,0000-01-01', '0000-01-01,0000-01-02',
  ),
  fc.tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })).map(
    ([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  ),
);

/** `from,to` ranges and id lists as the listing filters take them, broken. */
const badList: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1,2147483648', '2147483648', '0,99999999999', '-5,-1', '5,1', ',,,', '1,,2', 'a,b', '1,2,3', '1.5,2'),
  fc.array(numericText, { minLength: 1, maxLength: 60 }).map((a) => a.join(',')),
);

/** A paging cursor: random base64url, or base64url JSON with edited fields (see editedCursors). */
const garbageCursor: fc.Arbitrary<string> = fc.oneof(
  fc.base64String({ maxLength: 80 }).map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')),
  fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
  fc.constantFrom('', '-', '_', 'AAAA', 'e30', 'bnVsbA', 'x'.repeat(400)),
);

/**
 * Cursors made from a real one by changing one field: the query fingerprint still matches, so
 * the server would seek with the edited values.
 */
export function editedCursors(real: string): string[] {
  const c = JSON.parse(Buffer.from(real, 'base64url').toString('utf8')) as Record<string, unknown>;
  const edits: Array<Record<string, unknown>> = [
    { v: 'garbage' }, { v: '0000-01-01T00:00:00Z' }, { v: '\0' }, { v: 1e300 }, { v: -1 }, { v: 2 ** 63 }, { v: 'NaN' }, { v: true },
    { v: { a: 1 } }, { v: [1] }, { v: '2024-01-01T00:00:00Z' }, { v: 123 }, { v: null }, { i: 2 ** 31 }, { i: -1 }, { i: 2 ** 53 },
    { i: 0 }, { i: 1e300 }, { p: 2 ** 31 }, { p: 0 }, { d: 'x' }, { h: '\0' }, { v: 'x'.repeat(5000) },
  ];
  return edits.map((e) => Buffer.from(JSON.stringify({ ...c, ...e })).toString('base64url'));
}

/** Lone surrogates become U+FFFD, as they do in any URL a client can build. */
const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Any string a query parameter may carry. */
export const queryValue = (cursors: string[]): fc.Arbitrary<string> =>
  fc.oneof(hostileText, numericText, badDate, badList, garbageCursor, ...(cursors.length ? [fc.constantFrom(...cursors)] : [])).map(wellFormed);

/** Any JSON value a body field may carry. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  numericText,
  badDate,
  fc.constantFrom(2147483648, -2147483649, 2 ** 53 + 2, 1e21, 1e308, -1, 0, 1.5, -0.5, 4294967296, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 6 }).filter((k) => k !== 'constructor' && k !== '__proto__'), fc.oneof(hostileText, fc.integer()), { maxKeys: 4 }),
  fc.constantFrom({ value: 2147483648, label: 'x' }, { value: -1, label: '\0' }, { value: 'x' }, [[]], { nested: { deeper: [1] } }),
);

type Mutation<V> = { key: string; op: 'delete' } | { key: string; op: 'set'; value: V } | { key: string; op: 'list'; values: V[] };

// No `__proto__` or `constructor`: Fastify's JSON parser refuses them with a bare 400 of its own
// (onProtoPoisoning, onConstructorPoisoning), which the test would take for a database refusal.
const extraKey = fc.oneof(fc.constantFrom('extra', 'id', 'userId', 'role', 'admin', ''), fc.string({ maxLength: 10 }).filter((k) => k !== 'constructor'));

function mutation<V>(keys: string[], value: fc.Arbitrary<V>): fc.Arbitrary<Mutation<V>> {
  const key = keys.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: extraKey }) : extraKey;
  return fc.oneof(
    { weight: 1, arbitrary: key.map((k) => ({ key: k, op: 'delete' as const })) },
    { weight: 6, arbitrary: fc.tuple(key, value).map(([k, v]) => ({ key: k, op: 'set' as const, value: v })) },
    { weight: 1, arbitrary: fc.tuple(key, fc.array(value, { minLength: 2, maxLength: 3 })).map(([k, values]) => ({ key: k, op: 'list' as const, values })) },
  );
}

function apply<V>(base: Record<string, unknown>, mutations: Mutation<V>[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const m of mutations) {
    if (m.op === 'delete') delete out[m.key];
    // defineProperty: a key named __proto__ becomes an own field, as JSON.parse makes it.
    else Object.defineProperty(out, m.key, { value: m.op === 'set' ? m.value : m.values, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** A base query with 1–3 parameters broken, removed, repeated or added. */
export function brokenQuery(bases: QueryInput[], keys: string[], cursors: string[] = []): fc.Arbitrary<QueryInput> {
  const all = [...new Set([...keys, ...bases.flatMap(Object.keys)])];
  return fc
    .tuple(fc.constantFrom(...bases), fc.array(mutation(all, queryValue(cursors)), { minLength: 1, maxLength: 3 }))
    .map(([base, ms]) => apply(base, ms) as QueryInput);
}

/** A base JSON body with 1–3 fields broken, or a body that is not an object at all. */
export function brokenBody(bases: Array<Record<string, unknown>>, keys: string[]): fc.Arbitrary<JsonInput> {
  const all = [...new Set([...keys, ...bases.flatMap(Object.keys)])];
  return fc.oneof(
    { weight: 12, arbitrary: fc.tuple(fc.constantFrom(...bases), fc.array(mutation(all, jsonValue), { minLength: 1, maxLength: 3 })).map(([b, ms]) => apply(b, ms)) },
    { weight: 1, arbitrary: fc.oneof(jsonValue, fc.constantFrom(bases).map((b) => b), fc.constant([])) },
  );
}

/** A path segment in place of a route parameter. */
export const pathValue = (cursors: string[] = []): fc.Arbitrary<string> => queryValue(cursors);

/** Builds the query string of a query input (repeated keys for lists), as a browser would. */
export function queryString(q: QueryInput): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
  const s = params.toString();
  return s ? `?${s}` : '';
}
