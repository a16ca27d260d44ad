import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './errors.js';
import { dateField, hasControlChars, idField, INT4_MAX, optionalText, plainText, rawText, requiredText } from './primitives.js';
import { isIsoDate } from './rules/format.js';

const controlChar = fc.integer({ min: 0, max: 31 }).filter((c) => ![9, 10, 13].includes(c)).map((c) => String.fromCharCode(c));

describe('shared request primitives', () => {
  it('refuse any text with a NUL or another control character, keeping tab, line feed and return', () => {
    const schemas = [plainText(100), requiredText(100), optionalText(100), rawText(100)];
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.oneof(controlChar, fc.constant('\u007f')), fc.string({ maxLength: 20 }), (a, c, b) => {
        for (const schema of schemas) {
          const r = schema.safeParse(`x${a}${c}${b}y`);
          expect(r.success).toBe(false);
          expect(r.error?.issues[0]?.message).toBe(MSG.invalidField);
        }
      }),
      { seed: 10, numRuns: 300 },
    );
    expect(rawText(100).parse('a\tb\r\nc')).toBe('a\tb\r\nc');
    expect(hasControlChars('Токио 東京 😀')).toBe(false);
  }, 60_000);

  it('trim text and bound its length with the messages the forms show', () => {
    expect(requiredText(5).parse('  abc  ')).toBe('abc');
    expect(requiredText(5).safeParse('   ').error?.issues[0]?.message).toBe(MSG.required);
    expect(requiredText(5).safeParse('abcdef').error?.issues[0]?.message).toBe(MSG.maxLength(5));
    expect(optionalText(5).parse('  ')).toBeNull();
  });

  it('take ids within PostgreSQL integer only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: INT4_MAX }), (n) => {
        expect(idField.parse(n)).toBe(n);
        expect(idField.parse(String(n))).toBe(n);
      }),
      { seed: 11, numRuns: 300 },
    );
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, '2147483648', '9999999999', '1e3', '', null, [], {}]) {
      expect(idField.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('take real calendar dates between 1900 and 2100 only', () => {
    for (const good of ['1900-01-01', '2024-02-29', '2100-12-31']) expect(isIsoDate(good), good).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2023-02-29', '2024-13-01', '2024-1-1', '+275760-09-13']) {
      expect(isIsoDate(bad), bad).toBe(false);
      expect(dateField.safeParse(bad).success, bad).toBe(false);
    }
  });
});
