import { describe, expect, it } from 'vitest';
import { clearanceFee } from './clearance-fee.js';
import { CLEARANCE_FEE } from './clearance-fee-data.js';
import { MICRO } from './money.js';
import type { ClearanceFee } from './tariff-types.js';

// Each band of the 2026 scale (Постановление № 1637 as amended by № 1638), at its top and one
// kopeck above: "не превышает … включительно", then "… 1 копейку и более".

const SCALE_2025 = CLEARANCE_FEE[0] as ClearanceFee;
const SCALE_2026 = CLEARANCE_FEE[1] as ClearanceFee;
const KOPECK = MICRO / 100n;
const rub = (n: number): bigint => BigInt(n) * MICRO;

describe('the clearance fee by customs value (2026)', () => {
  it.each([
    [200_000, 1_231, 2_462],
    [450_000, 2_462, 4_924],
    [1_200_000, 4_924, 13_541],
    [2_700_000, 13_541, 18_465],
    [4_200_000, 18_465, 21_344],
    [5_500_000, 21_344, 49_240],
    [10_000_000, 49_240, 73_860],
  ])('%d ₽ pays %d ₽, a kopeck more pays %d ₽', (top, fee, above) => {
    expect(clearanceFee(SCALE_2026, rub(top)).rub).toBe(fee);
    expect(clearanceFee(SCALE_2026, rub(top) + KOPECK).rub).toBe(above);
  });

  it('charges the lowest band on a value of nothing', () => {
    expect(clearanceFee(SCALE_2026, 0n).rub).toBe(1_231);
  });

  it('flags the indexed figures that were not found in the sources', () => {
    expect(clearanceFee(SCALE_2026, rub(100_000)).assumed).toBe(false);
    expect(clearanceFee(SCALE_2026, rub(1_000_000)).assumed).toBe(true);
  });
});

describe('the clearance fee by customs value (2025)', () => {
  it.each([
    [200_000, 1_067],
    [450_000, 2_134],
    [1_200_000, 4_269],
    [2_700_000, 11_746],
    [4_200_000, 16_524],
    [5_500_000, 21_344],
    [7_000_000, 27_697],
    [7_000_001, 30_000],
  ])('%d ₽ pays %d ₽', (value, fee) => {
    expect(clearanceFee(SCALE_2025, rub(value)).rub).toBe(fee);
  });
});
