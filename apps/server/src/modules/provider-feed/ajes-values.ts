// Readers of the provider's column values (docs/decisions/012 §Mapping). Every value arrives as
// a string; each reader returns our type, `null` for "not given", or NaN where the value is there
// but is not what the column holds (the row schema turns NaN into a reason to skip the row).

/** Demo access codes get this text instead of hidden values (auction, date, price, mileage…). */
const HIDDEN = 'http://avto.jp/get_code';
const JAPAN_OFFSET_MS = 9 * 3_600_000;

/**
 * Trimmed text with runs of white space collapsed and other control characters dropped (our
 * tables refuse them); '' for absent or hidden values.
 */
export function text(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const t = (value ?? '').replace(/\s+/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return t === HIDDEN ? '' : t;
}

/** Free text (`info`): line breaks kept, other control characters dropped, cut at `max`. */
export function longText(value: string | undefined, max: number): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  return (value ?? '').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim().slice(0, max);
}

/** A whole number written with or without thousands separators ("17,193", "450000", "2000.0"). */
export function wholeNumber(value: string | undefined): number | null {
  const t = text(value).replace(/[,\s]/g, '');
  if (t === '') return null;
  return /^-?\d+(\.0+)?$/.test(t) ? Number.parseInt(t, 10) : Number.NaN;
}

/**
 * Yen in `start`, `finish`, `avg_price` of main, stats and one: the provider's sample client
 * prints them as yen and its sample rows read "450000" (decision 012). 0 means "no price".
 * A negative or unreadable price stays (NaN / negative) for the schema to reject the row.
 */
export function yen(value: string | undefined): number | null {
  const n = wholeNumber(value);
  return n === 0 ? null : n;
}

/** `avg_string`: the last results' prices in thousands of yen, "602,503,588" → yen. */
export function priceHistory(value: string | undefined): number[] {
  return text(value)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^\d{1,6}$/.test(p) && p !== '0')
    .map((p) => Number(p) * 1000);
}

/** Kilometres; unreadable or negative mileage is unknown (null), not a reason to drop a lot. */
export function mileageKm(value: string | undefined): number | null {
  const n = wholeNumber(value);
  return n !== null && n >= 0 ? n : null;
}

/**
 * `pw` may list the powers of every engine of the chassis ("175,190"): we keep the highest. A
 * landed-cost estimate (duty and fees grow with power) then errs towards too high, the smaller
 * surprise for a buyer than too low.
 */
export function powerHp(value: string | undefined): { hp: number | null; options: number[] } {
  const options = text(value)
    .split(/[,/]/)
    .map((p) => Number.parseInt(p.trim(), 10))
    .filter((p) => Number.isInteger(p) && p > 0 && p < 2000);
  return { hp: options.length ? Math.max(...options) : null, options };
}

/**
 * `auction_date`, Japan time `YYYY-MM-DD HH:MM:SS` (seconds and time optional) → the UTC
 * instant. null when absent; an Invalid Date when present but not a real date ("0000-00-00",
 * "2025-02-30", "soon").
 */
export function japanInstant(value: string | undefined): Date | null {
  const t = text(value);
  if (t === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (!m) return new Date(Number.NaN);
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((p) => (p === undefined ? undefined : Number(p))) as number[];
  const utc = Date.UTC(y!, mo! - 1, d!, h, mi, s);
  const back = new Date(utc);
  // Date.UTC rolls 2025-02-30 over to March: a date that does not round-trip did not exist.
  const real = back.getUTCFullYear() === y && back.getUTCMonth() === mo! - 1 && back.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
  return real && y! >= 1990 ? new Date(utc - JAPAN_OFFSET_MS) : new Date(Number.NaN);
}

/** `kuzov` (chassis code, "ZVW30") and `serial` ("1234567") → "ZVW30-1234567". */
export function chassisNumber(kuzov: string, serial: string): string {
  if (serial === '') return kuzov;
  // A serial that already carries the code, or a 17-character VIN of an import, stands alone.
  if (kuzov === '' || serial.toUpperCase().startsWith(kuzov.toUpperCase()) || /^[A-HJ-NPR-Z0-9]{17}$/i.test(serial)) return serial;
  return `${kuzov}-${serial}`;
}

/**
 * `images`: '#'-separated photo URLs, each possibly with a size suffix (`&h=50` thumbnails,
 * `&w=320`). We keep the bare URL (the photo proxy asks for the size it needs) and only http(s).
 */
export function photoUrls(value: string | undefined): string[] {
  const urls = (value ?? '')
    .split('#')
    .map((u) => u.trim().replace(/([?&])[wh]=\d+$/, '').replace(/[?&]$/, ''))
    .filter((u) => /^https?:\/\/[^\s"'<>]+$/i.test(u));
  return [...new Set(urls)];
}

/** The few HTML entities the provider leaves in grades and names ("S&amp;T", "&#9734;"). */
export function unescapeHtml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|#\d{1,6}|#x[0-9a-f]{1,5});/gi, (all, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()]!;
    const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}
