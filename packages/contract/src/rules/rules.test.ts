import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRuPhone, isCompleteRuPhone, phoneDigits } from './phone.js';
import { formatThousands, formatDateInput, isIsoDate } from './format.js';
import { conditionRank, conditionColor, CONDITION_ORDER } from './condition.js';
import { nextSort, SORT_FIELDS, type SortState } from './sort.js';
import { isCompleteRussianName } from './full-name.js';

describe('phone masks', () => {
  it('formats Russian numbers into +D (DDD) DDD-DD-DD', () => {
    expect(formatRuPhone('79161234567')).toBe('+7 (916) 123-45-67');
    expect(formatRuPhone('7916')).toBe('+7 (916)');
    expect(formatRuPhone('+7 (916) 12')).toBe('+7 (916) 12');
    expect(isCompleteRuPhone('+7 (916) 123-45-67')).toBe(true);
    expect(isCompleteRuPhone('+7 (916) 123-45-6')).toBe(false);
  });
  it('keeps exactly the digits typed with the country code (up to the mask length)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,11}$/), (typed) => {
        // Typed with its code 7 the digits stay; a national number (8…, 9…) gets the code 7.
        const digits = typed === '' ? '' : `7${typed}`.slice(0, 11);
        expect(phoneDigits(formatRuPhone(digits))).toBe(digits);
        expect(formatRuPhone(formatRuPhone(typed))).toBe(formatRuPhone(typed));
      }),
    );
  });
});

describe('formatters', () => {
  it('separates thousands with spaces', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(1234567)).toBe('1 234 567');
    expect(formatThousands(-5000)).toBe('-5 000');
    expect(formatThousands(null)).toBe('');
  });
  it('round-trips any integer through the separators', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(Number(formatThousands(n).replace(/ /g, ''))).toBe(n);
      }),
    );
  });
  it('auto-formats dates as YYYY-MM-DD and validates them', () => {
    expect(formatDateInput('20261121')).toBe('2026-11-21');
    expect(formatDateInput('202611')).toBe('2026-11');
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
  });
});

describe('condition grades', () => {
  it('ranks S > 6 > 5 > 4.5 > … > R > ***', () => {
    const ranks = CONDITION_ORDER.map(conditionRank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect(conditionRank('unknown')).toBe(0);
  });
  it('colours badges as spec 1 §9', () => {
    expect(['6', '5', 'S'].map(conditionColor)).toEqual(['green', 'green', 'green']);
    expect(['3.5', '4', '4.5'].map(conditionColor)).toEqual(['orange', 'orange', 'orange']);
    expect(['***', 'RA', 'R', '3', '2', 'RB', 'R2', 'R?', '1', 'WR'].every((g) => conditionColor(g) === 'red')).toBe(true);
  });
});

describe('sort cycle', () => {
  it('starts ascending on a new column, then descending, then none', () => {
    const a = nextSort(null, 'year');
    expect(a).toEqual({ sort: 'year', order: 'ASC' });
    const b = nextSort(a, 'year');
    expect(b).toEqual({ sort: 'year', order: 'DESC' });
    expect(nextSort(b, 'year')).toBeNull();
  });
  it('any state followed by a different column starts ascending there', () => {
    const field = fc.constantFrom(...SORT_FIELDS);
    const state = fc.option(fc.record({ sort: field, order: fc.constantFrom('ASC' as const, 'DESC' as const) }), { nil: null });
    fc.assert(
      fc.property(state, field, (s: SortState, f) => {
        const n = nextSort(s, f);
        if (!s || s.sort !== f) expect(n).toEqual({ sort: f, order: 'ASC' });
        // The same column cycles through three states, so three clicks come back to the start.
        else expect(nextSort(nextSort(nextSort(s, f), f), f)).toEqual(s);
        expect(n === null || SORT_FIELDS.includes(n.sort)).toBe(true);
      }),
    );
  });
  it('from none, the same column three times comes back to none; any state reached by clicks moves on to a new column ascending', () => {
    const field = fc.constantFrom(...SORT_FIELDS);
    fc.assert(
      fc.property(field, fc.array(field, { maxLength: 8 }), field, (f, clicks, other) => {
        const one = nextSort(null, f);
        const two = nextSort(one, f);
        expect([one, two]).toEqual([{ sort: f, order: 'ASC' }, { sort: f, order: 'DESC' }]);
        expect(nextSort(two, f)).toBeNull();
        const reached = clicks.reduce<SortState>(nextSort, null);
        if (reached?.sort !== other) expect(nextSort(reached, other)).toEqual({ sort: other, order: 'ASC' });
      }),
    );
  });
});

describe('Russian full name', () => {
  it('needs exactly three words', () => {
    expect(isCompleteRussianName('Иванов Иван Иванович')).toBe(true);
    expect(isCompleteRussianName('  Иванов   Иван  Иванович ')).toBe(true);
    expect(isCompleteRussianName('Иванов Иван')).toBe(false);
    expect(isCompleteRussianName('a b c d')).toBe(false);
  });
});
