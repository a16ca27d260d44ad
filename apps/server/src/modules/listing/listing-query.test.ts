import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { containsPattern, lotNumberTerm, resolveSort, searchTerms, startOfTokyoToday, tokyoDayRange } from '../lots-core/lot-query.js';
import { filterConditions, keysetCondition, orderClause, whereClause } from './listing-where.js';

describe('Japan-time days', () => {
  it('starts a day at 00:00 in Tokyo (15:00 UTC the day before)', () => {
    expect(tokyoDayRange('2025-03-10')).toEqual({
      start: new Date('2025-03-09T15:00:00Z'),
      end: new Date('2025-03-10T15:00:00Z'),
    });
  });

  it('knows that 23:30 UTC is already tomorrow in Tokyo', () => {
    expect(startOfTokyoToday(new Date('2025-03-09T23:30:00Z'))).toEqual(new Date('2025-03-09T15:00:00Z'));
    expect(startOfTokyoToday(new Date('2025-03-09T14:59:59Z'))).toEqual(new Date('2025-03-08T15:00:00Z'));
  });
});

describe('quick search', () => {
  it('splits on whitespace and caps the number of terms', () => {
    expect(searchTerms('  prius  ZVW30-1 ')).toEqual(['prius', 'ZVW30-1']);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `t${i}`).join(' '))).toHaveLength(8);
  });

  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('treats only plain integers as lot numbers', () => {
    expect(lotNumberTerm('10234')).toBe(10234);
    expect(lotNumberTerm('ZVW30')).toBeNull();
    expect(lotNumberTerm('1e3')).toBeNull();
  });
});

describe('sort', () => {
  it('defaults per page type', () => {
    expect(resolveSort('car-auction')).toEqual({ column: 'auction_date', direction: 'ASC' });
    expect(resolveSort('stats')).toEqual({ column: 'auction_date', direction: 'DESC' });
    expect(resolveSort('stock')).toEqual({ column: 'auction_date', direction: 'DESC' });
    expect(resolveSort('stock', undefined, 'ASC')).toEqual({ column: 'auction_date', direction: 'DESC' });
  });

  it('sorts condition by rank and breaks ties by id in the same direction', () => {
    expect(resolveSort('stats', 'condition', 'DESC')).toEqual({ column: 'condition_rank', direction: 'DESC' });
    const { sql } = new PgDialect().sqlToQuery(orderClause({ column: 'price_sort', direction: 'DESC' }));
    expect(sql).toBe('l.price_sort DESC, l.id DESC');
    expect(new PgDialect().sqlToQuery(orderClause({ column: 'year', direction: 'ASC' }, true)).sql).toBe('l.year DESC, l.id DESC');
  });

  it('seeks past a key in the order of the sort, or before it going backwards', () => {
    const dialect = new PgDialect();
    const key = { value: '2025-03-10T01:00:00.000Z', id: 42 };
    const asc = dialect.sqlToQuery(keysetCondition({ column: 'auction_date', direction: 'ASC' }, key, false));
    expect(asc.sql).toBe('(l.auction_date, l.id) > ($1::timestamptz, $2)');
    expect(asc.params).toEqual(['2025-03-10T01:00:00.000Z', 42]);
    expect(dialect.sqlToQuery(keysetCondition({ column: 'mileage', direction: 'DESC' }, { value: 5, id: 1 }, false)).sql).toContain('<');
    expect(dialect.sqlToQuery(keysetCondition({ column: 'mileage', direction: 'DESC' }, { value: 5, id: 1 }, true)).sql).toContain('>');
    expect(dialect.sqlToQuery(keysetCondition({ column: 'id', direction: 'ASC' }, { value: null, id: 9 }, false)).sql).toBe('l.id > $1');
  });
});

describe('where clause', () => {
  const scope = { pageType: 'car-auction' as const, todayStart: new Date('2025-03-09T15:00:00Z'), today: '2025-03-10', userId: 7 };
  const dialect = new PgDialect();

  it('binds every user value as a parameter', () => {
    const q = dialect.sqlToQuery(
      whereClause({ ...scope, favorite: 'B' }, { search: "x' OR 1=1 --", color: ['red', "o'neil"], mileage: { from: 1000, to: null } }),
    );
    expect(q.sql).not.toContain("o'neil");
    expect(q.sql).not.toContain('OR 1=1');
    expect(q.params).toEqual(expect.arrayContaining([1000, ['red', "o'neil"], "%x'%", "X'%", 7, 'B']));
  });

  it('adds nothing for an empty filter set', () => {
    expect(filterConditions({})).toEqual([]);
  });
});
