// Display formats shared by the web app and e-mails: yen and other integers with space
// thousands separators (spec 1 §1), mileage in km, Japan time (UTC+9).

const NBSP_FREE_GROUPS = /\B(?=(\d{3})+(?!\d))/g;

export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, ''));
  if (!Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  return sign + Math.trunc(Math.abs(n)).toString().replace(NBSP_FREE_GROUPS, ' ');
}

export const formatYen = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : `¥${formatThousands(value)}`;

/** Digits only, as typed into a number input; '' when nothing numeric was typed. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export const TOKYO_OFFSET_MINUTES = 9 * 60;

/** The wall-clock parts of an instant in Japan time, independent of the machine's zone. */
export function tokyoParts(date: Date) {
  const t = new Date(date.getTime() + TOKYO_OFFSET_MINUTES * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    weekday: t.getUTCDay(),
    date: `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`,
    time: `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`,
    timeWithSeconds: `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`,
  };
}

/** Auto-formats typed digits as YYYY-MM-DD (spec 1 §5 dates). */
export function formatDateInput(value: string): string {
  const d = digitsOnly(value).slice(0, 8);
  if (d.length <= 4) return d;
  if (d.length <= 6) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
}

/** Years a date of this portal can have (cars, auctions, payments): never year 0 or 9999. */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;

/** A real calendar date YYYY-MM-DD between MIN_DATE_YEAR and MAX_DATE_YEAR. */
export const isIsoDate = (value: string): boolean => {
  const m = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
  if (!m || Number(m[1]) < MIN_DATE_YEAR || Number(m[1]) > MAX_DATE_YEAR) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
