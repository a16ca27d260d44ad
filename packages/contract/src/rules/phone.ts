// Phone masks of spec 1 §5: Russian numbers are typed into `+D (DDD) DDD-DD-DD`; other
// languages use the international display format `+D (DDD) DDD-DD-DD…` with up to 15 digits.

export const RU_PHONE_MASK = '+D (DDD) DDD-DD-DD';
const RU_PHONE_RE = /^\+\d \(\d{3}\) \d{3}-\d{2}-\d{2}$/;
const INTL_MIN_DIGITS = 7;
const INTL_MAX_DIGITS = 15;

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/** Fills the Russian mask with the digits typed so far (extra digits are dropped). */
export function formatRuPhone(value: string): string {
  const d = phoneDigits(value).slice(0, 11);
  if (!d) return '';
  let out = `+${d[0]}`;
  if (d.length > 1) out += ` (${d.slice(1, 4)}`;
  if (d.length >= 4) out += ')';
  if (d.length > 4) out += ` ${d.slice(4, 7)}`;
  if (d.length > 7) out += `-${d.slice(7, 9)}`;
  if (d.length > 9) out += `-${d.slice(9, 11)}`;
  return out;
}

/** International mask: `+1 (234) 567-89-01`, further digits appended after the last group. */
export function formatIntlPhone(value: string): string {
  const d = phoneDigits(value).slice(0, INTL_MAX_DIGITS);
  if (!d) return '';
  const country = d.length > 10 ? d.slice(0, d.length - 10) : d.slice(0, 1);
  const rest = d.slice(country.length);
  let out = `+${country}`;
  if (rest.length > 0) out += ` (${rest.slice(0, 3)}`;
  if (rest.length >= 3) out += ')';
  if (rest.length > 3) out += ` ${rest.slice(3, 6)}`;
  if (rest.length > 6) out += `-${rest.slice(6, 8)}`;
  if (rest.length > 8) out += `-${rest.slice(8, 10)}`;
  return out;
}

export const formatPhone = (value: string, lang: 'en' | 'ru'): string =>
  lang === 'ru' ? formatRuPhone(value) : formatIntlPhone(value);

export const isCompleteRuPhone = (value: string): boolean => RU_PHONE_RE.test(value);

export function isValidIntlPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value.trim())) return false;
  const n = phoneDigits(value).length;
  return n >= INTL_MIN_DIGITS && n <= INTL_MAX_DIGITS;
}
