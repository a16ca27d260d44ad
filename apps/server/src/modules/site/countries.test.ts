import { describe, expect, it } from 'vitest';
import { countryIsoCode } from '@jauc/contract';
import { COUNTRIES } from './countries.js';

describe('COUNTRIES', () => {
  it("carries ICU's (CLDR) Russian name of every ISO code, abbreviations written out", () => {
    const names = new Intl.DisplayNames(['ru'], { type: 'region' });
    expect(names.of('JP')).toBe('Япония'); // Node built with full ICU
    const expand = (s: string) => s.replace(/о-ва/g, 'острова').replace(/о-в(?= )/g, 'остров');
    for (const [id, code, , nameRu] of COUNTRIES) expect(nameRu, `${id} ${code}`).toBe(expand(names.of(code) ?? ''));
  });

  it('has the ISO codes the contract reads phone numbers by (rules/country-codes.ts)', () => {
    for (const [id, code] of COUNTRIES) expect(countryIsoCode(id), String(id)).toBe(code);
    expect(countryIsoCode(COUNTRIES.length + 1)).toBeNull();
  });
});
