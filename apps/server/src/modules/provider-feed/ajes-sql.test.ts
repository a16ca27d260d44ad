import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AJES_COLUMNS, buildCount, buildSelect, japanDateTime, pageAfterId, type AjesCondition, type AjesTable } from './ajes-sql.js';

const COLS = AJES_COLUMNS.join(',');

describe('ajes-sql: the statements we send', () => {
  it('pages a table by id, our columns, MySQL LIMIT offset,count', () => {
    expect(pageAfterId('main', 123456, 300)).toBe(`SELECT ${COLS} FROM main WHERE id > 123456 ORDER BY id LIMIT 0,300`);
  });

  it('reads a window of results: id range, Japan-time session dates, houses from our table', () => {
    const sql = buildSelect({
      table: 'stats',
      where: [
        { field: 'id', op: '>', value: 10 },
        { field: 'id', op: '<=', value: 5000 },
        // 2025-06-01 00:00 and 2025-06-02 00:00 in Tokyo.
        { field: 'auction_date', op: '>=', value: new Date('2025-05-31T15:00:00Z') },
        { field: 'auction_date', op: '<', value: new Date('2025-06-01T15:00:00Z') },
        { field: 'auction', op: 'in', values: ['USS Tokyo', 'TAA Kinki', 'ARAI Bayside (Oyama)'] },
        { field: 'auction', op: 'not like', contains: 'USS' },
      ],
      limit: 500,
      offset: 1000,
    });
    expect(sql).toBe(
      `SELECT ${COLS} FROM stats WHERE id > 10 AND id <= 5000 AND auction_date >= '2025-06-01 00:00:00'` +
        ` AND auction_date < '2025-06-02 00:00:00' AND auction IN ('USS Tokyo','TAA Kinki','ARAI Bayside (Oyama)')` +
        ` AND auction NOT LIKE '%USS%' ORDER BY id LIMIT 1000,500`,
    );
  });

  it('re-reads known lots by id and counts rows', () => {
    expect(buildSelect({ table: 'stats', where: [{ field: 'id', op: 'in', values: [7, 8, 9] }], limit: 3 })).toBe(
      `SELECT ${COLS} FROM stats WHERE id IN (7,8,9) ORDER BY id LIMIT 0,3`,
    );
    expect(buildCount('one')).toBe('SELECT COUNT(*) FROM one');
    expect(buildCount('main', [{ field: 'id', op: '>', value: 0 }])).toBe('SELECT COUNT(*) FROM main WHERE id > 0');
  });

  it('formats instants in Japan time (UTC+9) whatever the machine zone', () => {
    expect(japanDateTime(new Date('2025-12-31T15:30:05.999Z'))).toBe('2026-01-01 00:30:05');
    expect(() => japanDateTime(new Date('nope'))).toThrow(RangeError);
    expect(() => japanDateTime(new Date('1999-01-01T00:00:00Z'))).toThrow(RangeError);
  });

  const refused: Array<[string, () => string]> = [
    ['a table outside the list', () => pageAfterId('users; DROP TABLE main' as AjesTable, 1, 10)],
    ['a fractional id', () => pageAfterId('main', 1.5, 10)],
    ['a negative id', () => pageAfterId('main', -1, 10)],
    ['an id past 2^53', () => pageAfterId('main', 2 ** 53, 10)],
    ['an id that is text', () => pageAfterId('main', '1 OR 1=1' as unknown as number, 10)],
    ['NaN', () => pageAfterId('main', Number.NaN, 10)],
    ['a page of 0 rows', () => pageAfterId('main', 1, 0)],
    ['a page over the cap', () => pageAfterId('main', 1, 1001)],
    ['an empty IN list', () => buildCount('main', [{ field: 'id', op: 'in', values: [] }])],
    ['a quote in a house name', () => buildCount('main', [{ field: 'auction', op: 'in', values: ["USS' OR '1'='1"] }])],
    ['a backslash in a house name', () => buildCount('main', [{ field: 'auction', op: 'in', values: ['USS\\'] }])],
    ['a LIKE wildcard', () => buildCount('main', [{ field: 'auction', op: 'like', contains: 'US%' }])],
    ['an unknown operator', () => buildCount('main', [{ field: 'id', op: '=', value: 1 } as unknown as AjesCondition])],
    ['an invalid date', () => buildCount('main', [{ field: 'auction_date', op: '>=', value: new Date(Number.NaN) }])],
  ];
  it.each(refused)('refuses %s instead of escaping it', (_what, build) => {
    expect(build).toThrow(RangeError);
  });

  it('never lets a house name leave its quotes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        let sql: string;
        try {
          sql = buildCount('main', [{ field: 'auction', op: 'in', values: [name] }]);
        } catch {
          return; // refused: nothing was sent
        }
        // Accepted names contain no quote, backslash or wildcard, so the literal ends where we end it.
        expect(name).not.toMatch(/['"\\%_;]/);
        expect(sql).toBe(`SELECT COUNT(*) FROM main WHERE auction IN ('${name}')`);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets an id be anything but digits (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Infinity, -0, 2 ** 60)), (id) => {
        let sql: string;
        try {
          sql = pageAfterId('stats', id, 100);
        } catch {
          return;
        }
        expect(sql).toMatch(/ WHERE id > \d+ ORDER BY id LIMIT 0,100$/);
      }),
    );
  });
});
