// Reading a provider table page by page (docs/decisions/012 §Paging). Keyset paging — `id > last
// ORDER BY id LIMIT 0,n` — instead of growing offsets: the provider's MySQL skips an offset by
// reading it, so page 300 of `stats` would cost 300 pages, and rows inserted meanwhile would
// shift every later page. Several id ranges can be read at once, a bounded number at a time.
import type { AjesClient } from './ajes-client.js';
import { pageAfterId, type AjesCondition, type AjesTable } from './ajes-sql.js';
import { runBounded } from './run-bounded.js';

export interface AjesPage {
  rows: unknown[];
  /** The highest provider id in the page: where the next page starts, and what a run records. */
  lastId: number;
}

/** The provider id of a raw row, whatever its key case; NaN when it has none. */
export function rawId(row: unknown): number {
  if (row === null || typeof row !== 'object') return Number.NaN;
  for (const [key, value] of Object.entries(row)) {
    if (key.toLowerCase() === 'id') return /^\d{1,16}$/.test(String(value).trim()) ? Number(String(value).trim()) : Number.NaN;
  }
  return Number.NaN;
}

/**
 * Pages of `table` after `afterId` until a page comes back short. A page whose ids do not move
 * forward ends the read with an error rather than looping on the same rows forever.
 */
export async function* pagesAfter(
  client: AjesClient,
  table: AjesTable,
  o: { afterId: number; pageSize: number; where?: readonly AjesCondition[]; signal?: AbortSignal },
): AsyncGenerator<AjesPage> {
  let after = o.afterId;
  for (;;) {
    const rows = await client.query(pageAfterId(table, after, o.pageSize, o.where), o.signal);
    const ids = rows.map(rawId).filter(Number.isFinite);
    const lastId = ids.length ? Math.max(...ids) : after;
    if (rows.length > 0 && lastId <= after) throw new Error(`ajes: page after id ${after} of ${table} did not move forward`);
    if (rows.length > 0) yield { rows, lastId };
    if (rows.length < o.pageSize) return;
    after = lastId;
  }
}

/** Splits (above, upTo] into ranges of `span` ids, for reading several at once. */
export function idRanges(above: number, upTo: number, span: number): Array<{ above: number; upTo: number }> {
  if (!Number.isSafeInteger(span) || span < 1) throw new RangeError('idRanges: span must be a positive integer');
  const ranges: Array<{ above: number; upTo: number }> = [];
  for (let a = above; a < upTo; a += span) ranges.push({ above: a, upTo: Math.min(a + span, upTo) });
  return ranges;
}

/** Every row of each id range, at most `concurrency` requests in flight; rows per range, in order. */
export async function readIdRanges(
  client: AjesClient,
  table: AjesTable,
  ranges: ReadonlyArray<{ above: number; upTo: number }>,
  o: { pageSize: number; concurrency: number; where?: readonly AjesCondition[]; signal?: AbortSignal },
): Promise<unknown[][]> {
  return runBounded(ranges, o.concurrency, async (range) => {
    const rows: unknown[] = [];
    const where: AjesCondition[] = [{ field: 'id', op: '<=', value: range.upTo }, ...(o.where ?? [])];
    for await (const page of pagesAfter(client, table, { afterId: range.above, pageSize: o.pageSize, where, signal: o.signal })) rows.push(...page.rows);
    return rows;
  });
}
