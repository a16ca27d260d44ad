import { AsYouType, getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { countryIsoCode } from './country-codes.js';

// Phone numbers (spec 1 §5) are parsed and formatted with libphonenumber-js: a number is shown
// in its international form, grouped as its own country groups it ("+64 21 123 4567"), never by
// a fixed mask that assumes a one-digit country code. Russian sign-ups keep the specification's
// mask `+7 (DDD) DDD-DD-DD`. What the user types is read against the chosen country: a number
// typed nationally ("021 123 4567", "8 916 …") gets that country's code, one typed with its code,
// with or without "+", is kept.

export const RU_PHONE_MASK = '+D (DDD) DDD-DD-DD';
const RU_PHONE_RE = /^\+\d \(\d{3}\) \d{3}-\d{2}-\d{2}$/;
const INTL_MAX_DIGITS = 15;

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/** The country a phone number is read against: the chosen country id's, when libphonenumber knows it. */
export function phoneCountry(countryId: number | null | undefined): CountryCode | undefined {
  const iso = countryIsoCode(countryId);
  return iso && isSupportedCountry(iso) ? iso : undefined;
}

/**
 * The digits of the number with its country code first (E.164 without "+"), read against
 * `country`: typed with "+", or starting with (a part of) the country's code, the digits are
 * international; otherwise they are a national number, whose trunk prefix (0, 8) is dropped.
 * A formatted value (always "+…") reads back as itself, so formatting while typing is stable.
 */
export function internationalDigits(value: string, country?: CountryCode): string {
  const digits = phoneDigits(value).slice(0, INTL_MAX_DIGITS);
  if (!digits || !country || value.trim().startsWith('+')) return digits;
  const code = getCountryCallingCode(country);
  if (digits.startsWith(code) || code.startsWith(digits)) return digits;
  const national = new AsYouType(country);
  national.input(digits);
  // Only a trunk prefix typed so far ("0", "8") leaves no national digits: the code alone.
  return (code + national.getNationalNumber()).slice(0, INTL_MAX_DIGITS);
}

/** Fills the Russian mask with the digits typed so far (extra digits are dropped); a national 8 or 9… becomes +7. */
export function formatRuPhone(value: string): string {
  const d = internationalDigits(value, 'RU').slice(0, 11);
  if (!d) return '';
  let out = `+${d[0]}`;
  if (d.length > 1) out += ` (${d.slice(1, 4)}`;
  if (d.length >= 4) out += ')';
  if (d.length > 4) out += ` ${d.slice(4, 7)}`;
  if (d.length > 7) out += `-${d.slice(7, 9)}`;
  if (d.length > 9) out += `-${d.slice(9, 11)}`;
  return out;
}

/** The international form of what is typed so far: "+64 21 123 4567", "+81 90 1234 5678", "+1 212 555 0123". */
export function formatIntlPhone(value: string, country?: CountryCode): string {
  const d = internationalDigits(value, country);
  return d ? new AsYouType().input(`+${d}`) : '';
}

/** The phone field's text: the Russian mask for Russian, else the international form. */
export const formatPhone = (value: string, lang: 'en' | 'ru', country?: CountryCode): string =>
  lang === 'ru' ? formatRuPhone(value) : formatIntlPhone(value, country);

export const isCompleteRuPhone = (value: string): boolean => RU_PHONE_RE.test(value);

/** A whole number libphonenumber accepts, read against the chosen country as the field reads it. */
export function isValidIntlPhone(value: string, country?: CountryCode): boolean {
  const v = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(v) || phoneDigits(v).length > INTL_MAX_DIGITS) return false;
  return isValidPhoneNumber(`+${internationalDigits(v, country)}`);
}
