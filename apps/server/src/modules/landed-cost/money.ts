import type { Currency, IsoDate } from './tariff-types.js';

// Money is worked in whole millionths of a rouble (BigInt), so conversions and percentages are
// exact and each line is rounded once, half up, to whole roubles; the total is the sum of the
// rounded lines, so the lines always add up to it (decision record 013).

/** Roubles for one unit of each currency, as managers enter them (the Bank of Russia's rate of `date`). */
export interface ExchangeRates {
  date: IsoDate;
  JPY: number;
  EUR: number;
  USD: number;
}

export const MICRO = 1_000_000n;

/** A rate in millionths of a rouble per unit; the Bank of Russia quotes 4 decimals (per 100 yen for JPY). */
export function microRate(rates: ExchangeRates, currency: Currency): bigint {
  if (currency === 'RUB') return MICRO;
  const rate = rates[currency];
  const micro = Number.isFinite(rate) ? Math.round(rate * 1_000_000) : 0;
  if (!(micro > 0)) throw new RangeError(`exchange rate for ${currency} must be at least 0.000001 roubles, got ${rate}`);
  return BigInt(micro);
}

/** Whole units of `currency` in millionths of a rouble. */
export function toMicroRub(amount: number, currency: Currency, rates: ExchangeRates): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a whole non-negative number, got ${amount}`);
  return BigInt(amount) * microRate(rates, currency);
}

/** n / d rounded half up, for n ≥ 0 and d > 0. */
export function roundDiv(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** Millionths of a rouble rounded half up to whole roubles. */
export const microToRub = (micro: bigint): number => Number(roundDiv(micro, MICRO));

/** Hundredths (euro cents per cc, a coefficient) as an exact integer: 1.7 → 170n. */
export const hundredths = (x: number): bigint => BigInt(Math.round(x * 100));
