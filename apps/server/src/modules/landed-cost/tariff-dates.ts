import type { IsoDate } from './tariff-types.js';

/** The version in force on `date`: the latest that started on or before it; null before the first. */
export function inForce<T extends { effectiveFrom: IsoDate }>(versions: readonly T[], date: IsoDate): T | null {
  let found: T | null = null;
  for (const v of versions) {
    if (v.effectiveFrom <= date && (found === null || v.effectiveFrom > found.effectiveFrom)) found = v;
  }
  return found;
}

/** The first start date after `date` among the versions, or null when none starts later. */
export function nextStart(versions: readonly { effectiveFrom: IsoDate }[], date: IsoDate): IsoDate | null {
  let next: IsoDate | null = null;
  for (const v of versions) if (v.effectiveFrom > date && (next === null || v.effectiveFrom < next)) next = v.effectiveFrom;
  return next;
}

/** A real calendar date in YYYY-MM-DD, so string comparison is date comparison. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
