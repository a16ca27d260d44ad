// The subset of the provider's MySQL dialect the AJES stand-in answers: what our builder sends
// (modules/provider-feed/ajes-sql.ts) and the simple shapes public clients use, nothing more.
//   SELECT *|COUNT(*)|col,… FROM main|stats|one [WHERE cond AND …] [ORDER BY id [ASC]] [LIMIT [off,]n]
//   cond: id >|>=|<|<=|= N · id IN (N,…) · auction_date >=|>|<|<= 'YYYY-MM-DD HH:MM:SS'
//         · auction = 'x' · auction IN ('x',…) · auction [NOT] LIKE '%x%'
// Anything else is refused: the stand-in answers an error row, as the provider does for bad SQL.
import { AJES_COLUMNS, AJES_TABLES, type AjesTable } from '../../src/modules/provider-feed/ajes-sql.js';

export type ParsedCondition =
  | { field: 'id'; op: '>' | '>=' | '<' | '<=' | '='; value: number }
  | { field: 'id'; op: 'in'; values: number[] }
  | { field: 'auction_date'; op: '>' | '>=' | '<' | '<='; value: string }
  | { field: 'auction'; op: '='; value: string }
  | { field: 'auction'; op: 'in'; values: string[] }
  | { field: 'auction'; op: 'like' | 'not like'; contains: string };

export interface ParsedSelect {
  table: AjesTable;
  columns: 'all' | 'count' | string[];
  where: ParsedCondition[];
  offset: number;
  limit: number | null;
}

export class SqlRefused extends Error {}

type Token = { kind: 'word' | 'number' | 'string' | 'symbol'; text: string };

function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:([A-Za-z_][A-Za-z0-9_]*)|(\d+)|'((?:[^'\\]|'')*)'|"((?:[^"\\]|"")*)"|(>=|<=|!=|[(),*=<>]))/y;
  let at = 0;
  while (at < sql.length) {
    if (/^\s*$/.test(sql.slice(at))) break;
    re.lastIndex = at;
    const m = re.exec(sql);
    if (!m) throw new SqlRefused(`cannot read the SQL at ${at}`);
    at = re.lastIndex;
    if (m[1] !== undefined) tokens.push({ kind: 'word', text: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'number', text: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: 'string', text: m[3].replace(/''/g, "'") });
    else if (m[4] !== undefined) tokens.push({ kind: 'string', text: m[4].replace(/""/g, '"') });
    else tokens.push({ kind: 'symbol', text: m[5]! });
  }
  return tokens;
}

export function parseSelect(sql: string): ParsedSelect {
  const t = tokenize(sql);
  let i = 0;
  const peek = (text?: string) => t[i] && (text === undefined || t[i]!.text.toUpperCase() === text);
  const take = (text?: string): Token => {
    const token = t[i];
    if (!token || (text !== undefined && token.text.toUpperCase() !== text)) throw new SqlRefused(`expected ${text ?? 'more'} at token ${i}`);
    i++;
    return token;
  };
  const int = () => {
    const token = take();
    if (token.kind !== 'number') throw new SqlRefused('expected a number');
    return Number(token.text);
  };
  const str = () => {
    const token = take();
    if (token.kind !== 'string') throw new SqlRefused('expected a quoted string');
    return token.text;
  };
  const list = <T>(item: () => T): T[] => {
    take('(');
    const items = [item()];
    while (peek(',')) {
      take(',');
      items.push(item());
    }
    take(')');
    return items;
  };

  take('SELECT');
  let columns: ParsedSelect['columns'];
  if (peek('*')) {
    take('*');
    columns = 'all';
  } else if (peek('COUNT')) {
    ['COUNT', '(', '*', ')'].forEach((word) => take(word));
    columns = 'count';
  } else {
    columns = [take().text.toLowerCase()];
    while (peek(',')) {
      take(',');
      columns.push(take().text.toLowerCase());
    }
    const unknown = columns.find((c) => !(AJES_COLUMNS as readonly string[]).includes(c));
    if (unknown) throw new SqlRefused(`unknown column ${unknown}`);
  }
  take('FROM');
  const table = take().text.toLowerCase() as AjesTable;
  if (!AJES_TABLES.includes(table)) throw new SqlRefused('unknown table');

  const where: ParsedCondition[] = [];
  if (peek('WHERE')) {
    take('WHERE');
    do where.push(condition());
    while (peek('AND') && take('AND'));
  }
  if (peek('ORDER')) {
    ['ORDER', 'BY', 'ID'].forEach((word) => take(word));
    if (peek('ASC')) take('ASC');
  }
  let offset = 0;
  let limit: number | null = null;
  if (peek('LIMIT')) {
    take('LIMIT');
    limit = int();
    if (peek(',')) {
      take(',');
      offset = limit;
      limit = int();
    }
  }
  if (i !== t.length) throw new SqlRefused(`unexpected ${t[i]!.text}`);
  return { table, columns, where, offset, limit };

  function condition(): ParsedCondition {
    const field = take().text.toLowerCase();
    if (field === 'id') {
      if (peek('IN') && take('IN')) return { field, op: 'in', values: list(int) };
      const op = take().text;
      if (op !== '>' && op !== '>=' && op !== '<' && op !== '<=' && op !== '=') throw new SqlRefused('bad id operator');
      return { field, op, value: int() };
    }
    if (field === 'auction_date') {
      const op = take().text;
      if (op !== '>' && op !== '>=' && op !== '<' && op !== '<=') throw new SqlRefused('bad date operator');
      const value = str();
      if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(value)) throw new SqlRefused('bad date literal');
      return { field, op, value };
    }
    if (field === 'auction') {
      if (peek('IN') && take('IN')) return { field, op: 'in', values: list(str) };
      if (peek('=') && take('=')) return { field, op: '=', value: str() };
      const not = Boolean(peek('NOT') && take('NOT'));
      take('LIKE');
      const m = /^%([^%_]+)%$/.exec(str());
      if (!m) throw new SqlRefused('only %word% patterns');
      return { field, op: not ? 'not like' : 'like', contains: m[1]! };
    }
    throw new SqlRefused(`no conditions on ${field}`);
  }
}

/** Whether a row (lower-case keys, string values) meets a condition. */
export function meets(row: Record<string, string>, c: ParsedCondition): boolean {
  if (c.field === 'id') {
    const id = Number(row.id);
    if (c.op === 'in') return c.values.includes(id);
    return compare(id, c.op, c.value);
  }
  if (c.field === 'auction_date') return compare(row.auction_date ?? '', c.op, c.value);
  const house = (row.auction ?? '').toLowerCase(); // MySQL's default collation ignores case
  if (c.op === '=') return house === c.value.toLowerCase();
  if (c.op === 'in') return c.values.some((v) => v.toLowerCase() === house);
  return house.includes(c.contains.toLowerCase()) === (c.op === 'like');
}

function compare<T extends number | string>(a: T, op: '>' | '>=' | '<' | '<=' | '=', b: T): boolean {
  return op === '>' ? a > b : op === '>=' ? a >= b : op === '<' ? a < b : op === '<=' ? a <= b : a === b;
}
