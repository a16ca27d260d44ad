import { z } from 'zod';
import { MSG } from '../errors.js';
import { lotIdField } from '../favorite/lot-id.js';

// GET /{pageType}/price-history?carId=&months=&band= (car-auction, stock, stats; issue 21 §3):
// what comparable cars sold for at past auctions, and the same car's earlier runs. Comparable:
// sold results (sold or sold by negotiation) of the same model and chassis code, year ±1, in the
// lot's condition band, over the last `months` months (the lot itself left out). Integer yen.

/** The periods a user may choose, in months; 6 by default (recent enough, yet enough sales). */
export const PRICE_HISTORY_MONTHS = [3, 6, 12] as const;
export const DEFAULT_PRICE_HISTORY_MONTHS = 6;
/** At most this many sales come as chart points (the latest); the figures count them all. */
export const PRICE_HISTORY_MAX_POINTS = 200;
export const PRICE_HISTORY_MAX_RUNS = 20;

/**
 * Condition bands of the auction grade (ranks of CONDITION_ORDER: S 12 … *** 1, unknown 0):
 * cars in one band sell for comparable prices; across bands they do not.
 */
export const CONDITION_BANDS = {
  excellent: { min: 10, max: 12 }, // S, 6, 5
  good: { min: 8, max: 9 }, // 4.5, 4
  fair: { min: 6, max: 7 }, // 3.5, 3
  poor: { min: 4, max: 5 }, // 2, 1
  repaired: { min: 0, max: 3 }, // RA, R, ***, unknown grades
} as const;
export type ConditionBand = keyof typeof CONDITION_BANDS;
export const CONDITION_BAND_NAMES = Object.keys(CONDITION_BANDS) as ConditionBand[];

export function conditionBandOf(rank: number): ConditionBand {
  for (const band of CONDITION_BAND_NAMES) {
    if (rank >= CONDITION_BANDS[band].min && rank <= CONDITION_BANDS[band].max) return band;
  }
  return 'repaired';
}

const BAND_CHOICES = ['excellent', 'good', 'fair', 'poor', 'repaired', 'any'] as const satisfies readonly (ConditionBand | 'any')[];
export type BandChoice = (typeof BAND_CHOICES)[number];

export const priceHistoryQuery = z.object({
  carId: lotIdField,
  months: z
    .enum(PRICE_HISTORY_MONTHS.map(String) as ['3', '6', '12'], { error: MSG.invalidField })
    .transform(Number)
    .optional(),
  /** The lot's own band by default; `any` drops the condition filter. */
  band: z.enum(BAND_CHOICES, { error: MSG.invalidField }).optional(),
});
export type PriceHistoryQuery = z.input<typeof priceHistoryQuery>;

const yenInt = z.number().int();
/** A Japan-time day, YYYY-MM-DD. */
const day = z.string();

export const priceHistorySchema = z.object({
  criteria: z.object({
    model: z.string(),
    chassisCode: z.string(),
    yearFrom: z.number().int(),
    yearTo: z.number().int(),
    band: z.enum(BAND_CHOICES),
    months: z.number().int(),
  }),
  comparable: z.object({
    count: z.number().int(),
    p25: yenInt.nullable(),
    p50: yenInt.nullable(),
    p75: yenInt.nullable(),
    /** The period: its first and last day (Japan time). */
    from: day,
    to: day,
  }),
  /** The latest sales, oldest first (at most PRICE_HISTORY_MAX_POINTS). */
  points: z.array(z.object({ date: day, price: yenInt, condition: z.string(), mileage: z.number().int(), lotId: z.number().int() })),
  /** The same chassis number at earlier auctions, latest first, whatever their outcome. */
  earlierRuns: z.array(
    z.object({
      lotId: z.number().int(),
      date: day,
      auctionName: z.string(),
      lotNo: z.number().int(),
      /** AUCTION_STATUS: sold, sold by negotiation, not sold, cancelled, removed, unknown. */
      status: z.number().int(),
      soldPrice: yenInt.nullable(),
      startPrice: yenInt.nullable(),
      condition: z.string(),
      mileage: z.number().int(),
    }),
  ),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
export const priceHistoryResponse = z.object({ priceHistory: priceHistorySchema });
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponse>;
