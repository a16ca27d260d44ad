import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSelect, pageAfterId, type AjesCondition } from '../src/modules/provider-feed/ajes-sql.js';
import { parseAjesRow } from '../src/modules/provider-feed/ajes-row.js';
import { BAD_ROW_KINDS, generatedTable, rowsOf } from './helpers/ajes-fixtures.js';
import { parseSelect, SqlRefused } from './helpers/ajes-sql-parse.js';

// The stand-in's own parts: the fixture tables (deterministic, lazy at the provider's scale) and
// the SQL it reads — which also proves, by reading our statements back, that what we send says
// exactly what we meant and nothing more.

describe('AJES fixture tables', () => {
  it('are deterministic: the same seed gives the same rows, another seed other rows', () => {
    const a = generatedTable({ table: 'stats', count: 50, imageBase: 'http://h', seed: 7 });
    const b = generatedTable({ table: 'stats', count: 50, imageBase: 'http://h', seed: 7 });
    const c = generatedTable({ table: 'stats', count: 50, imageBase: 'http://h', seed: 8 });
    expect([...rowsOf(a)]).toEqual([...rowsOf(b)]);
    expect([...rowsOf(a)]).not.toEqual([...rowsOf(c)]);
  });

  it('reach the provider’s scale lazily: any row of 2,300,000 results, ids ascending', () => {
    const stats = generatedTable({ table: 'stats', count: 2_300_000, imageBase: 'http://h' });
    const last = stats.rowAt(2_299_999);
    expect(Number(last.ID)).toBe(stats.idAt(2_299_999));
    expect(stats.idAt(1_000_000)).toBeGreaterThan(stats.idAt(999_999));
    const first = rowsOf(stats).next().value!;
    expect(first.ID).toBe(String(stats.idAt(0)));
    expect(() => stats.rowAt(2_300_000)).toThrow(RangeError);
  });

  it('make rows the row reader accepts, and bad rows of each kind where asked', () => {
    for (const table of ['main', 'stats', 'one'] as const) {
      const good = generatedTable({ table, count: 300, imageBase: 'http://h' });
      const results = [...rowsOf(good)].map((row) => parseAjesRow(row, table));
      expect(results.filter((r) => !r.ok)).toEqual([]);
    }
    const spoilt = generatedTable({ table: 'one', count: 40, imageBase: 'http://h', badEvery: 5 });
    const reasons = [...rowsOf(spoilt)].map((row) => parseAjesRow(row, 'one')).flatMap((r) => (r.ok ? [] : [r.reason]));
    expect(reasons).toEqual([...BAD_ROW_KINDS, ...BAD_ROW_KINDS]);
  });

  it('keep lot numbers unique within a session', () => {
    const main = generatedTable({ table: 'main', count: 5000, imageBase: 'http://h' });
    const keys = [...rowsOf(main)].map((r) => `${r.AUCTION}|${r.AUCTION_DATE}|${r.LOT}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the stand-in’s SQL', () => {
  it('reads what public clients send', () => {
    expect(parseSelect('select * from main WHERE auction NOT LIKE "%USS%" and id > 5 limit 25,25')).toEqual({
      table: 'main',
      columns: 'all',
      where: [
        { field: 'auction', op: 'not like', contains: 'USS' },
        { field: 'id', op: '>', value: 5 },
      ],
      offset: 25,
      limit: 25,
    });
    expect(parseSelect('SELECT COUNT(*) FROM stats').columns).toBe('count');
  });

  it.each([
    'SELECT * FROM users',
    'SELECT password FROM main',
    'SELECT * FROM main; DROP TABLE main',
    "SELECT * FROM main WHERE auction = 'a\\' OR 1=1 -- '",
    'SELECT * FROM main WHERE marka_name = "TOYOTA"',
    'SELECT * FROM main WHERE id > 1 OR 1=1',
    'SELECT * FROM main UNION SELECT * FROM stats',
    'SELECT * FROM main /* hi */',
  ])('refuses %s', (sql) => {
    expect(() => parseSelect(sql)).toThrow(SqlRefused);
  });

  it('reads back every statement we build as exactly the conditions we gave (property)', () => {
    const id = fc.integer({ min: 0, max: 2 ** 40 });
    // Random text (mostly refused) and names shaped like real houses (accepted), so both paths run.
    const anyText = fc.oneof(fc.string({ maxLength: 24 }), fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .&()/-]{0,20}$/));
    const condition = fc.oneof(
      id.map((value): AjesCondition => ({ field: 'id', op: '>', value })),
      id.map((value): AjesCondition => ({ field: 'id', op: '<=', value })),
      fc.array(id, { minLength: 1, maxLength: 5 }).map((values): AjesCondition => ({ field: 'id', op: 'in', values })),
      fc.array(anyText, { minLength: 1, maxLength: 3 }).map((values): AjesCondition => ({ field: 'auction', op: 'in', values })),
      anyText.map((contains): AjesCondition => ({ field: 'auction', op: 'not like', contains })),
    );
    fc.assert(
      fc.property(fc.array(condition, { maxLength: 4 }), fc.integer({ min: 1, max: 1000 }), (where, limit) => {
        let sql: string;
        try {
          sql = buildSelect({ table: 'stats', where, limit });
        } catch (e) {
          expect(e).toBeInstanceOf(RangeError); // refused: nothing would be sent
          return;
        }
        const read = parseSelect(sql);
        expect(read.where).toEqual(where);
        expect([read.table, read.offset, read.limit]).toEqual(['stats', 0, limit]);
      }),
      { numRuns: 1500 },
    );
    expect(parseSelect(pageAfterId('main', 42, 10)).where).toEqual([{ field: 'id', op: '>', value: 42 }]);
  });
});
