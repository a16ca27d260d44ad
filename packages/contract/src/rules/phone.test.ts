import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signupBody } from '../auth/signup.js';
import { LANGUAGE } from '../codes.js';
import { countryIsoCode } from './country-codes.js';
import { formatIntlPhone, formatPhone, formatRuPhone, isValidIntlPhone, phoneCountry, phoneDigits } from './phone.js';

// Issue 18 §3: numbers are parsed and formatted with libphonenumber-js against the chosen country.
const NZ = 157;
const JP = 113;
const US = 238;
const RU = 183;

/** What the field shows after typing `text` one character at a time (the field formats on every change). */
const typed = (text: string, format: (v: string) => string) => [...text].reduce((shown, ch) => format(shown + ch), '');

describe('phones (libphonenumber-js)', () => {
  it('knows the country of a reference-table id', () => {
    expect([NZ, JP, US, RU].map(phoneCountry)).toEqual(['NZ', 'JP', 'US', 'RU']);
    expect(countryIsoCode(1)).toBe('AF');
    expect(countryIsoCode(249)).toBe('ZW');
    expect(phoneCountry(0)).toBeUndefined();
    expect(phoneCountry(250)).toBeUndefined();
  });

  it('groups a New Zealand number by its two-digit country code, typed with or without it', () => {
    const nz = phoneCountry(NZ);
    for (const text of ['64 21 123 4567', '64211234567', '+64 21 123 4567', '021 123 4567', '21 123 4567']) {
      expect(formatIntlPhone(text, nz), text).toBe('+64 21 123 4567');
      expect(typed(text, (v) => formatIntlPhone(v, nz)), text).toBe('+64 21 123 4567');
    }
    expect(formatIntlPhone('64 21 123 4567', nz)).not.toBe('+6 (421) 123-45-67');
    expect(isValidIntlPhone('+64 21 123 4567', nz)).toBe(true);
    expect(isValidIntlPhone('64 21 123 4567', nz)).toBe(true);
  });

  it('formats Japanese and US numbers typed nationally or internationally', () => {
    const jp = phoneCountry(JP);
    const us = phoneCountry(US);
    for (const text of ['090-1234-5678', '81 90 1234 5678', '+81 90-1234-5678']) {
      expect(typed(text, (v) => formatIntlPhone(v, jp)), text).toBe('+81 90 1234 5678');
    }
    for (const text of ['(212) 555-0123', '1 212 555 0123', '+1 212 555 0123']) {
      expect(typed(text, (v) => formatIntlPhone(v, us)), text).toBe('+1 212 555 0123');
    }
    expect(isValidIntlPhone('+81 90 1234 5678', jp)).toBe(true);
    expect(isValidIntlPhone('+1 212 555 0123', us)).toBe(true);
    // A number from another country than the chosen one is still a number.
    expect(isValidIntlPhone('+64 21 123 4567', us)).toBe(true);
  });

  it('keeps the Russian mask, reading a national 8 or 9 as +7', () => {
    for (const text of ['79161234567', '89161234567', '9161234567', '+7 916 123 45 67']) {
      expect(typed(text, formatRuPhone), text).toBe('+7 (916) 123-45-67');
      expect(formatPhone(text, 'ru', phoneCountry(RU)), text).toBe('+7 (916) 123-45-67');
    }
    expect(formatRuPhone('7916')).toBe('+7 (916)');
  });

  it('refuses what is not a phone number', () => {
    for (const bad of ['', '+', '+64 21', '12', 'call me', '+64 21 123 4567 89 12 34 5']) expect(isValidIntlPhone(bad, 'NZ'), bad).toBe(false);
  });

  it('keeps the digits of an international number and formats idempotently', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,13}$/), (digits) => {
        const shown = formatIntlPhone(`+${digits}`);
        expect(phoneDigits(shown)).toBe(digits);
        expect(formatIntlPhone(shown)).toBe(shown);
      }),
    );
  });

  it('validates the sign-up phone on the server against the chosen country', () => {
    const body = (mobile: string, country: number, language: number = LANGUAGE.en) => ({
      fullName: 'Petrov Ivan Ivanovich', email: 'a@example.com', mobile, country: { value: country, label: 'x' }, city: 'Auckland',
      password: 'secret-pass', confirmPassword: 'secret-pass', terms: true, language,
    });
    expect(signupBody.safeParse(body('+64 21 123 4567', NZ)).success).toBe(true);
    expect(signupBody.safeParse(body('021 123 4567', NZ)).success).toBe(true);
    expect(signupBody.safeParse(body('+81 90 1234 5678', JP)).success).toBe(true);
    expect(signupBody.safeParse(body('+1 212 555 0123', US)).success).toBe(true);
    expect(signupBody.safeParse(body('+7 (916) 123-45-67', RU, LANGUAGE.ru)).success).toBe(true);
    const bad = signupBody.safeParse(body('+64 21', NZ));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toContain('mobile');
  });
});
