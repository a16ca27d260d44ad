import type { IsoDate } from './tariff-types.js';

// Customs count a car's age from its production ("с момента выпуска") to the day of declaration:
// under 3 years ("не более 3 лет"), 3 to 5 ("более 3 лет, но не более 5 лет"), over 5. The portal
// knows the production month, not the day, so it counts whole calendar months and moves a car up a
// band on the first day of the month in which the years have surely passed: a car built in May 2023
// is "under 3" through May 2026 and "3 to 5" from 2026-06-01 (decision record 013).

export type AgeBand = 'under3' | '3to5' | 'over5';

export interface Production {
  year: number;
  /** 1–12; null when only the year is known. */
  month: number | null;
}

/** With only the year known, the calculator takes the middle of it and says so (an assumption). */
export const ASSUMED_PRODUCTION_MONTH = 7;

const UNDER3_LAST = 36;
const FROM3TO5_LAST = 60;

export interface VehicleAge {
  months: number;
  band: AgeBand;
  /** The production month used, YYYY-MM. */
  productionMonth: string;
  monthAssumed: boolean;
}

const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);
const pad = (n: number): string => String(n).padStart(2, '0');
const firstOfMonth = (index: number): IsoDate => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;

export function ageBand(months: number): AgeBand {
  if (months <= UNDER3_LAST) return 'under3';
  return months <= FROM3TO5_LAST ? '3to5' : 'over5';
}

/** The car's age on `onDate` in whole calendar months, and its band. A production after that date is an error. */
export function vehicleAge(production: Production, onDate: IsoDate): VehicleAge {
  const month = production.month ?? ASSUMED_PRODUCTION_MONTH;
  const [year, dateMonth] = [Number(onDate.slice(0, 4)), Number(onDate.slice(5, 7))];
  const months = monthIndex(year, dateMonth) - monthIndex(production.year, month);
  if (months < 0) throw new RangeError(`production ${production.year}-${pad(month)} is after ${onDate}`);
  return { months, band: ageBand(months), productionMonth: `${production.year}-${pad(month)}`, monthAssumed: production.month === null };
}

/** The day the car moves to its next band after `onDate`, or null once it is over 5 years. */
export function nextAgeBand(production: Production, onDate: IsoDate): { date: IsoDate; band: AgeBand } | null {
  const age = vehicleAge(production, onDate);
  const start = monthIndex(production.year, production.month ?? ASSUMED_PRODUCTION_MONTH);
  if (age.band === 'under3') return { date: firstOfMonth(start + UNDER3_LAST + 1), band: '3to5' };
  if (age.band === '3to5') return { date: firstOfMonth(start + FROM3TO5_LAST + 1), band: 'over5' };
  return null;
}
