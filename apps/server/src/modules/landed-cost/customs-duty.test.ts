import { describe, expect, it } from 'vitest';
import { customsDuty } from './customs-duty.js';
import { PERSONAL_DUTY } from './duty-data.js';
import { MICRO } from './money.js';
import type { PersonalDuty } from './tariff-types.js';

// Every band edge of the single rate for personal use, from the table in duty-data.ts. With a
// euro at exactly 100 ₽ the expected figures can be read off the sources by eye:
// 3 to 5 years, 1,500 cc at 1.7 €/cc = 2,550 € = 255,000 ₽.

const table = PERSONAL_DUTY[0] as PersonalDuty;
const EUR = 100n * MICRO;
const rub = (n: number): bigint => BigInt(n) * MICRO;
const eur = (n: number): bigint => rub(n * 100);

describe('over 3 years: a rate per cc, bands inclusive at the top', () => {
  it.each([
    [1000, 1.5, 3.0],
    [1001, 1.7, 3.2],
    [1500, 1.7, 3.2],
    [1501, 2.5, 3.5],
    [1800, 2.5, 3.5],
    [1801, 2.7, 4.8],
    [2300, 2.7, 4.8],
    [2301, 3.0, 5.0],
    [3000, 3.0, 5.0],
    [3001, 3.6, 5.7],
  ])('%d cc: %d €/cc from 3 to 5 years, %d €/cc over 5', (cc, from3to5, over5) => {
    expect(customsDuty(table, '3to5', cc, eur(1), EUR).rub).toBe(Math.round(cc * from3to5 * 100));
    expect(customsDuty(table, 'over5', cc, eur(1), EUR).rub).toBe(Math.round(cc * over5 * 100));
  });
});

describe('under 3 years: a share of the value, not less than a minimum per cc', () => {
  // A 6,000 cc engine makes the minimum the larger at every edge, so each band shows in the figure.
  it.each([
    ['8,500 €: 54 %, not less than 2.5 €/cc', 8_500, 54, 2.5],
    ['8,500.01 €: 48 %, not less than 3.5 €/cc', 8_500.01, 48, 3.5],
    ['16,700 €', 16_700, 48, 3.5],
    ['16,700.01 €', 16_700.01, 48, 5.5],
    ['42,300 €', 42_300, 48, 5.5],
    ['42,300.01 €', 42_300.01, 48, 7.5],
    ['84,500 €', 84_500, 48, 7.5],
    ['84,500.01 €', 84_500.01, 48, 15],
    ['169,000 €', 169_000, 48, 15],
    ['169,000.01 €', 169_000.01, 48, 20],
  ])('%s', (_name, valueEur, percent, minEurPerCc) => {
    const cc = 6000;
    const value = BigInt(Math.round(valueEur * 100)) * MICRO; // at 100 ₽/€, 1 euro cent = 1 ₽
    const share = Math.round(valueEur * percent); // in roubles: value € × 100 ₽ × percent / 100
    expect(share).toBeLessThan(cc * minEurPerCc * 100);
    expect(customsDuty(table, 'under3', cc, value, EUR).rub).toBe(cc * minEurPerCc * 100);
  });

  it.each([
    ['8,500 € at 54 %', 8_500, 459_000],
    ['8,500.01 € at 48 %', 8_500.01, 408_000],
  ])('takes the share where it is larger: a 1,000 cc car of %s', (_name, valueEur, rubles) => {
    expect(customsDuty(table, 'under3', 1000, BigInt(Math.round(valueEur * 100)) * MICRO, EUR).rub).toBe(rubles);
  });

  it('takes the per-cc minimum when it is larger: 8,000 € car of 1,800 cc pays 1,800 × 2.5 € rather than 54 %', () => {
    expect(customsDuty(table, 'under3', 1800, eur(8_000), EUR).rub).toBe(450_000); // 54 % would be 432,000
  });

  it('takes the share when it is larger: 8,000 € car of 1,000 cc pays 54 %', () => {
    expect(customsDuty(table, 'under3', 1000, eur(8_000), EUR).rub).toBe(432_000); // minimum 250,000
  });

  it('rounds once, half up, to whole roubles', () => {
    // 1,497 cc × 1.7 € = 2,544.9 € × 92.5731 ₽ = 235,589.282... ₽
    expect(customsDuty(table, '3to5', 1497, 0n, 92_573_100n).rub).toBe(235_589);
    // 1 cc × 1.5 € × 0.333333 ₽ = 0.4999995 ₽ → 0; × 0.333334 ₽ = 0.500001 ₽ → 1
    expect(customsDuty(table, '3to5', 1, 0n, 333_333n).rub).toBe(0);
    expect(customsDuty(table, '3to5', 1, 0n, 333_334n).rub).toBe(1);
  });

  it('flags a band whose source is an assumption', () => {
    expect(customsDuty(table, 'under3', 1000, eur(8_000), EUR).assumed).toBe(false);
    expect(customsDuty(table, 'under3', 1000, eur(50_000), EUR).assumed).toBe(true);
  });
});
