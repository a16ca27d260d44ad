import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chassisPrefixKey, LOOKUP, LotStore, type LotIndexRow } from './lot-store.js';

// The chassis lookup (lot-lookup.ts) finds a prefix's numbers as one range of chassis keys: every
// number starting with the prefix must have a key inside the prefix's range, and keys must sort as
// the numbers do, or a search would miss lots the SQL path finds.

const chassisText = fc.stringMatching(/^[A-Z0-9\-/ .]{0,14}$/);

describe('chassis keys', () => {
  it('put every number that starts with a prefix inside the range of that prefix', () => {
    fc.assert(
      fc.property(chassisText, fc.nat(14), (text, cut) => {
        const prefix = text.slice(0, cut);
        const key = chassisPrefixKey(text, 0);
        expect(key).toBeGreaterThanOrEqual(chassisPrefixKey(prefix, 0));
        expect(key).toBeLessThanOrEqual(chassisPrefixKey(prefix, 38));
      }),
      { numRuns: 2_000 },
    );
  });

  it('give equal texts one key, and a text a smaller key than its longer continuations', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9-]{0,8}$/), fc.stringMatching(/^[A-Z0-9-]{0,8}$/), (a, b) => {
        const [ka, kb] = [chassisPrefixKey(a, 0), chassisPrefixKey(b, 0)];
        // Byte order puts '-' before digits; the keys need only be consistent: equal texts equal keys,
        // and a shorter text before any longer one it starts.
        if (a === b) expect(ka).toBe(kb);
        if (b.startsWith(a) && a !== b) expect(ka).toBeLessThan(kb);
      }),
      { numRuns: 2_000 },
    );
  });
});

// Chassis numbers are packed as bytes (decision 027): each row must give back its number, find
// prefixes exactly as String.startsWith does, and key as chassisPrefixKey does — also for numbers
// kept as strings (a character above U+00FF, or longer than 255) and after a row's number changes.
describe('packed chassis numbers', () => {
  const lot = (id: number, chassis_no: string): LotIndexRow => ({
    id, kind: 'auction', past: false, date: 0, year: 2015, mileage: 0, engine: 0, condition_rank: 0, price_sort: 0, status: 0, auction_house_id: 1,
    maker_id: 1, model_id: 1, condition: '4', gearbox: 'AT', color: 'W', chassis_code: 'X', lot_no: id, chassis_no, equip_codes: '', fuel: null, export_price: null,
  });
  const number = fc.oneof(fc.stringMatching(/^[A-Z0-9-]{0,12}$/), fc.string({ maxLength: 6 }), fc.constantFrom('ЖК-1', 'É-7', 'AB'.repeat(140), ''));

  it('give back each number and test prefixes as startsWith does', () => {
    fc.assert(
      fc.property(fc.array(number, { minLength: 1, maxLength: 30 }), fc.array(number, { maxLength: 10 }), fc.array(number, { maxLength: 5 }), (first, later, prefixes) => {
        const store = new LotStore();
        store.put(first.map((c, i) => lot(i + 1, c)));
        // Some rows change their number (longer, shorter, to and from strings).
        store.put(later.map((c, i) => lot((i % first.length) + 1, c)));
        const expected = first.map((c, i) => later.findLast((_, j) => j % first.length === i) ?? c);
        for (const [i, text] of expected.entries()) {
          const row = store.rowOf(i + 1);
          expect(store.chassisNoOf(row)).toBe(text);
          expect(store.key(LOOKUP.chassis, row)).toBe(chassisPrefixKey(text, 0));
          for (const prefix of [...prefixes, text.slice(0, 3), text]) expect(store.chassisPrefixTest(prefix)(row)).toBe(text.startsWith(prefix));
        }
      }),
      { numRuns: 500 },
    );
  });
});
