import { describe, expect, it } from 'vitest';
import { UTILIZATION } from './utilization-data.js';
import type { Utilization } from './tariff-types.js';
import { utilizationFee } from './utilization-fee.js';

// From the sources in utilization-data.ts: 20,000 ₽ × 0.17 = 3,400 ₽ (up to 3 years) or × 0.26 =
// 5,200 ₽ (older) up to 160 hp for personal use; above it the 2026 table, e.g. 1.0–2.0 l,
// 160–190 hp: 900,000 ₽ / 1,492,800 ₽.

const DEC_2025 = UTILIZATION[0] as Utilization;
const YEAR_2026 = UTILIZATION[1] as Utilization;

describe('the 160 hp line', () => {
  it.each([
    [1500, 160, true, 3_400],
    [1500, 160, false, 5_200],
    [3500, 160, true, 3_400], // below the line the engine size does not matter
    [null, 100, false, 5_200],
    [1500, 161, true, 900_000],
    [1500, 161, false, 1_492_800],
  ])('%s cc, %d hp, under 3 years %s: %d ₽', (cc, hp, under3, rub) => {
    expect(utilizationFee(YEAR_2026, cc, hp, under3)).toEqual({ rub, assumed: false });
  });
});

describe('above the line, by volume and power (bounds inclusive)', () => {
  it.each([
    ['1,001 cc is 1.0–2.0 l', 1001, 170, 1_492_800],
    ['2,000 cc is 1.0–2.0 l', 2000, 170, 1_492_800],
    ['2,001 cc is 2.0–3.0 l', 2001, 170, 3_456_000],
    ['190 hp is 160–190', 1500, 190, 1_492_800],
    ['191 hp is 190–220', 1500, 191, 1_584_000],
    ['500 hp is 460–500', 1998, 500, 3_468_000],
    ['501 hp is over 500', 1998, 501, 3_796_800],
    ['2.0–3.0 l, 280 hp', 2500, 280, 3_660_000],
  ])('%s', (_name, cc, hp, rub) => {
    expect(utilizationFee(YEAR_2026, cc, hp, false)).toEqual({ rub, assumed: false });
  });

  it('takes the December 2025 coefficients before 2026: 37.5 × 20,000 ₽', () => {
    expect(utilizationFee(DEC_2025, 1500, 170, true)).toEqual({ rub: 750_000, assumed: false });
  });

  it.each([
    ['a kei car over 160 hp (no rows for up to 1,000 cc)', 1000, 170, 'rate_not_in_tariff'],
    ['2.0–3.0 l over 280 hp (rows not found)', 2500, 281, 'rate_not_in_tariff'],
    ['1.0–2.0 l over 310 hp in December 2025', 1500, 311, 'rate_not_in_tariff'],
    ['unknown power', 1500, null, 'power_unknown'],
    ['unknown engine above the line', null, 200, 'engine_cc_unknown'],
  ])('gives no figure for %s', (name, cc, hp, missing) => {
    const schedule = name.includes('December') ? DEC_2025 : YEAR_2026;
    expect(utilizationFee(schedule, cc, hp, true)).toEqual({ missing });
  });
});
