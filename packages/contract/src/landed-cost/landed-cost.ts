import { z } from 'zod';
import { MSG } from '../errors.js';
import { idField } from '../primitives.js';

// GET /{pageType}/landed-cost?carId=&price=&priceFrom= (car-auction, stock, stats; issue 21 §2,
// decision records 013 and 022): what the lot costs landed in the viewer's country, line by line,
// in that country's currency. `price` (whole yen) is a price the client types; without it the
// lot's own (start price, else the average; a stock car's fixed price; a sale's price), or the
// average with `priceFrom=average`. Lines and missing lines carry their label in the request's
// language; assumptions and reasons are codes the app words.

export const landedCostQuery = z.object({
  carId: idField,
  price: idField.optional(),
  priceFrom: z.enum(['start', 'average'], { error: MSG.invalidField }).optional(),
});
export type LandedCostQuery = z.input<typeof landedCostQuery>;

/**
 * GET /landed-cost/estimate (any signed-in user): the stand-alone calculator for a car the client
 * describes: price in whole yen, year and month of production, engine cc, power in hp, fuel.
 */
export const LOT_FUELS = ['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'mild_hybrid', 'electric'] as const;
const whole = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: MSG.invalidField })
    .pipe(z.number().int({ error: MSG.invalidField }).min(min, { error: MSG.invalidField }).max(max, { error: MSG.invalidField }));
export const landedCostEstimateQuery = z.object({
  price: whole(1, 2_000_000_000),
  year: whole(1950, 2100),
  month: whole(1, 12).optional(),
  engineCc: whole(1, 20_000).optional(),
  powerHp: whole(1, 3_000).optional(),
  fuel: z.enum(LOT_FUELS, { error: MSG.invalidField }).optional(),
});
export type LandedCostEstimateQuery = z.output<typeof landedCostEstimateQuery>;

export const PRICE_SOURCES = ['start', 'average', 'typed', 'fixed', 'sold'] as const;

const params = z.record(z.string(), z.union([z.string(), z.number()]));

export const landedCostSchema = z.object({
  currency: z.literal('RUB'),
  customsDate: z.string(),
  price: z.object({ yen: z.number().int(), source: z.enum(PRICE_SOURCES) }),
  rates: z.object({ date: z.string(), JPY: z.number(), EUR: z.number(), USD: z.number() }),
  lines: z.array(z.object({ code: z.string(), label: z.string(), amount: z.number().int() })),
  /** Lines the calculator cannot give (the total leaves them out: it is partial). */
  missing: z.array(z.object({ code: z.string(), label: z.string(), reason: z.string() })),
  total: z.number().int(),
  totalJpy: z.number().int(),
  assumptions: z.array(z.object({ code: z.string(), params })),
  nextChange: z.object({ date: z.string(), what: z.array(z.object({ code: z.string(), label: z.string() })) }).nullable(),
  nextAgeBand: z.object({ date: z.string(), band: z.enum(['under3', '3to5', 'over5']) }).nullable(),
});
export type LandedCostAnswer = z.infer<typeof landedCostSchema>;

/**
 * Why there is no figure: the viewer's country has no tariff in the portal; no exchange rates
 * entered yet; the lot has no price (type one).
 */
export const LANDED_COST_UNAVAILABLE = ['country_without_tariff', 'no_exchange_rates', 'price_unknown'] as const;
export type LandedCostUnavailable = (typeof LANDED_COST_UNAVAILABLE)[number];

export const landedCostResponse = z.object({
  country: z.object({ id: z.number().int(), name: z.string() }),
  landedCost: landedCostSchema.nullable(),
  unavailable: z.enum(LANDED_COST_UNAVAILABLE).nullable(),
});
export type LandedCostResponse = z.infer<typeof landedCostResponse>;
