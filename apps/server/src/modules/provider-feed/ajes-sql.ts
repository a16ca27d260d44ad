// The SELECT statements we send to the AJES / avto.jp SQL-over-HTTP API (docs/decisions/012).
// The provider runs whatever SQL it is given, so every statement is built here from our own typed
// values: tables and columns from fixed lists, ids as safe integers, instants formatted by us,
// auction-house names from our own table and only from a small character set. Nothing a user or
// the provider wrote is ever put into SQL; a value outside these rules throws instead of being
// escaped, so a mistake shows up as an error and never as a different query.

export const AJES_TABLES = ['main', 'stats', 'one'] as const;
export type AjesTable = (typeof AJES_TABLES)[number];

/** The columns public clients read (docs/decisions/012 §Sources); we ask for these, not `*`. */
export const AJES_COLUMNS = [
  'id', 'lot', 'auction_type', 'auction_date', 'auction', 'marka_id', 'model_id', 'marka_name', 'model_name',
  'year', 'town', 'eng_v', 'pw', 'kuzov', 'grade', 'color', 'kpp', 'kpp_type', 'priv', 'mileage', 'equip',
  'rate', 'start', 'finish', 'status', 'time', 'avg_price', 'avg_string', 'lhdrive', 'images', 'serial', 'info',
] as const;
export type AjesColumn = (typeof AJES_COLUMNS)[number];

/** One condition of a WHERE clause, all joined with AND. */
export type AjesCondition =
  | { field: 'id'; op: '>' | '<='; value: number }
  | { field: 'id'; op: 'in'; values: readonly number[] }
  /** An instant, sent as the provider's Japan-time `YYYY-MM-DD HH:MM:SS`. */
  | { field: 'auction_date'; op: '>=' | '<'; value: Date }
  | { field: 'auction'; op: 'in'; values: readonly string[] }
  /** `auction [NOT] LIKE '%word%'`, as public clients exclude USS (`AUCTION NOT LIKE "%USS%"`). */
  | { field: 'auction'; op: 'like' | 'not like'; contains: string };

export interface AjesSelect {
  table: AjesTable;
  where?: readonly AjesCondition[];
  /** Rows per request: the provider answers a few hundred comfortably (decision 012). */
  limit: number;
  offset?: number;
}

export const MAX_PAGE_ROWS = 1000;
const MAX_IN_VALUES = 500;
const JAPAN_OFFSET_MS = 9 * 3_600_000;
// Auction-house names are ours (the seed catalogue or a manager's table), written in Latin
// letters: letters, digits, space and . & ( ) / - cover them, and none of these can end a quoted
// MySQL string or start an escape. LIKE words are narrower still: no % or _ wildcards.
const HOUSE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .&()/-]{0,63}$/u;
const LIKE_WORD = /^[\p{L}\p{N}][\p{L}\p{N} ]{0,31}$/u;

/** `SELECT <our columns> FROM <table> [WHERE …] ORDER BY id LIMIT offset,count`. */
export function buildSelect(q: AjesSelect): string {
  const limit = wholeNumber(q.limit, 'limit');
  if (limit < 1 || limit > MAX_PAGE_ROWS) throw new RangeError(`ajes sql: limit must be 1..${MAX_PAGE_ROWS}`);
  const offset = wholeNumber(q.offset ?? 0, 'offset');
  return `SELECT ${AJES_COLUMNS.join(',')} FROM ${table(q.table)}${where(q.where)} ORDER BY id LIMIT ${offset},${limit}`;
}

/** `SELECT COUNT(*) FROM …` — the provider answers `[{"TAG0":"<n>"}]`. */
export function buildCount(t: AjesTable, conditions?: readonly AjesCondition[]): string {
  return `SELECT COUNT(*) FROM ${table(t)}${where(conditions)}`;
}

/** Keyset paging: the next `limit` rows after the provider id `afterId`, in id order. */
export function pageAfterId(t: AjesTable, afterId: number, limit: number, more: readonly AjesCondition[] = []): string {
  return buildSelect({ table: t, where: [{ field: 'id', op: '>', value: afterId }, ...more], limit });
}

/** An instant as the provider writes auction dates: Japan time (UTC+9, no daylight saving). */
export function japanDateTime(at: Date): string {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('ajes sql: invalid date');
  const text = new Date(ms + JAPAN_OFFSET_MS).toISOString(); // YYYY-MM-DDTHH:MM:SS.sssZ
  if (!/^20\d\d-/.test(text)) throw new RangeError('ajes sql: date out of range');
  return `${text.slice(0, 10)} ${text.slice(11, 19)}`;
}

function table(t: AjesTable): AjesTable {
  // The type says so already; the check holds when a value arrives through a cast or JSON.
  if (!(AJES_TABLES as readonly string[]).includes(t)) throw new RangeError('ajes sql: unknown table');
  return t;
}

function where(conditions: readonly AjesCondition[] | undefined): string {
  if (!conditions || conditions.length === 0) return '';
  return ` WHERE ${conditions.map(condition).join(' AND ')}`;
}

function condition(c: AjesCondition): string {
  switch (c.field) {
    case 'id':
      if (c.op === 'in') return `id IN (${list(c.values, (v) => String(wholeNumber(v, 'id')))})`;
      if (c.op !== '>' && c.op !== '<=') break;
      return `id ${c.op} ${wholeNumber(c.value, 'id')}`;
    case 'auction_date':
      if (c.op !== '>=' && c.op !== '<') break;
      return `auction_date ${c.op} '${japanDateTime(c.value)}'`;
    case 'auction':
      if (c.op === 'in') return `auction IN (${list(c.values, houseName)})`;
      if (c.op !== 'like' && c.op !== 'not like') break;
      if (typeof c.contains !== 'string' || !LIKE_WORD.test(c.contains)) throw new RangeError('ajes sql: LIKE word not allowed');
      return `auction ${c.op === 'like' ? 'LIKE' : 'NOT LIKE'} '%${c.contains}%'`;
  }
  throw new RangeError('ajes sql: unknown condition');
}

function list<T>(values: readonly T[], render: (v: T) => string): string {
  if (!Array.isArray(values) || values.length === 0 || values.length > MAX_IN_VALUES) {
    throw new RangeError(`ajes sql: IN needs 1..${MAX_IN_VALUES} values`);
  }
  return values.map(render).join(',');
}

function houseName(name: string): string {
  if (typeof name !== 'string' || !HOUSE_NAME.test(name)) throw new RangeError('ajes sql: auction house name not allowed');
  return `'${name}'`;
}

function wholeNumber(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`ajes sql: ${what} must be a whole number`);
  }
  return value;
}
