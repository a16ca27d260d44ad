import { z } from 'zod';
import { MSG } from '../errors.js';

// The data of one tariff version (table tariff_versions, decision records 013 and 022): the zod
// mirror of the server's landed-cost/tariff-types.ts, so a version a manager adds is checked
// field by field before it is written, and the calculator can trust what it reads back.

export const TARIFF_PARTS = ['personal_duty', 'utilization', 'clearance_fee', 'fee'] as const;
export type TariffPart = (typeof TARIFF_PARTS)[number];

export const TARIFF_CURRENCIES = ['RUB', 'JPY', 'EUR', 'USD'] as const;
/** The currencies managers enter rates for (roubles per one unit). */
export const RATE_CURRENCIES = ['JPY', 'EUR', 'USD'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

const n = (max: number) => z.number({ error: MSG.invalidField }).finite({ error: MSG.invalidField }).min(0, { error: MSG.invalidField }).max(max, { error: MSG.invalidField });
const whole = (max: number) => n(max).int({ error: MSG.invalidField });
/** An upper bound, inclusive; null = no bound (the last band). */
const bound = (max: number) => whole(max).nullable();
const figureSource = z.string().trim().min(1).max(1000).optional();

/** Bands must rise and end open (null), so every value falls in exactly one. */
function rising<T>(key: keyof T) {
  return (bands: readonly T[], ctx: z.RefinementCtx) => {
    bands.forEach((b, i) => {
      const v = b[key] as number | null;
      const last = i === bands.length - 1;
      const prev = i > 0 ? (bands[i - 1]![key] as number | null) : null;
      if ((v === null) !== last || (prev !== null && v !== null && v <= prev)) ctx.addIssue({ code: 'custom', message: MSG.invalidField, path: [i, key as string] });
    });
  };
}

const valueBand = z.object({ upToEur: bound(100_000_000), percent: n(100), minEurPerCc: n(1000), source: figureSource });
const ccBand = z.object({ upToCc: bound(100_000), eurPerCc: n(1000), source: figureSource });
const ccBands = z.array(ccBand).min(1).max(20).superRefine(rising<z.infer<typeof ccBand>>('upToCc'));

export const personalDutyData = z.object({
  under3: z.array(valueBand).min(1).max(20).superRefine(rising<z.infer<typeof valueBand>>('upToEur')),
  from3to5: ccBands,
  over5: ccBands,
});

const utilizationRow = z.object({ upToHp: bound(10_000), under3: n(10_000), over3: n(10_000), source: figureSource });
export const utilizationData = z.object({
  baseRub: whole(100_000_000),
  personal: z.object({ maxHp: whole(10_000), under3: n(10_000), over3: n(10_000) }),
  aboveLine: z
    .array(z.object({ upToCc: bound(100_000), rows: z.array(utilizationRow).max(40) }))
    .max(20)
    .superRefine(rising<{ upToCc: number | null }>('upToCc')),
});

const clearanceBand = z.object({ upToRub: bound(100_000_000_000), feeRub: whole(100_000_000), source: figureSource });
export const clearanceFeeData = z.object({ bands: z.array(clearanceBand).min(1).max(30).superRefine(rising<z.infer<typeof clearanceBand>>('upToRub')) });

export const feeData = z.object({
  amount: whole(1_000_000_000),
  currency: z.enum(TARIFF_CURRENCIES, { error: MSG.invalidField }),
  port: z.string().trim().min(1).max(40).regex(/^[a-z_]+$/, { error: MSG.invalidField }).optional(),
});

export const TARIFF_PART_DATA = {
  personal_duty: personalDutyData,
  utilization: utilizationData,
  clearance_fee: clearanceFeeData,
  fee: feeData,
} as const;
