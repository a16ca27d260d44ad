import { z } from 'zod';
import { MSG } from '../errors.js';
import { dateField, idField } from '../primitives.js';
import { RATE_CURRENCIES, TARIFF_PARTS } from './tariff-data.js';

// The managers' tariff settings (issue 21 §2, decision record 022). Every change is a new row:
// a tariff version with the day it comes into force (today or later), or a set of exchange rates
// with their date (today or earlier). Nothing is edited in place, so the history stays.

/** GET /landed-cost/settings?countryId= (managers): every version of every part, newest first, and the latest rates. */
export const tariffSettingsQuery = z.object({ countryId: idField.optional() });

export const tariffVersionSchema = z.object({
  id: z.number().int(),
  part: z.enum(TARIFF_PARTS),
  code: z.string(),
  effectiveFrom: z.string(),
  source: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** In force today (the latest version of its part and code that has started). */
  current: z.boolean(),
});
export type TariffVersion = z.infer<typeof tariffVersionSchema>;

export const exchangeRateRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  currency: z.enum(RATE_CURRENCIES),
  rubPerUnit: z.number(),
  origin: z.string(),
  enteredBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRowSchema>;

export const tariffSettingsResponse = z.object({
  countryId: z.number().int(),
  today: z.string(),
  countries: z.array(z.object({ id: z.number().int(), name: z.string() })),
  versions: z.array(tariffVersionSchema),
  rates: z.array(exchangeRateRowSchema),
});
export type TariffSettingsResponse = z.infer<typeof tariffSettingsResponse>;

/** POST /landed-cost/tariff-version (managers): `data` is checked against the part's schema (tariff-data.ts). */
export const addTariffVersionBody = z.object({
  countryId: idField,
  part: z.enum(TARIFF_PARTS, { error: MSG.invalidField }),
  code: z.string().trim().max(40).regex(/^([a-z_]{1,40})?$/, { error: MSG.invalidField }).default(''),
  effectiveFrom: dateField,
  source: z.string({ error: MSG.required }).trim().min(3, { error: MSG.minLength(3) }).max(2000, { error: MSG.maxLength(2000) }),
  data: z.record(z.string(), z.unknown(), { error: MSG.invalidField }),
});
export type AddTariffVersionBody = z.input<typeof addTariffVersionBody>;

// At least one millionth: the column keeps 6 decimals, and a smaller rate would be stored as 0.
const rate = z.number({ error: MSG.invalidField }).finite().min(0.000001, { error: MSG.invalidField }).max(999_999, { error: MSG.invalidField })
  .refine((x) => Math.abs(Math.round(x * 1e6) - x * 1e6) < 1e-6, { error: MSG.invalidField });

/** POST /landed-cost/exchange-rates (managers): roubles per ONE unit (the Bank of Russia quotes yen per 100: divide by 100). */
export const addExchangeRatesBody = z.object({ date: dateField, JPY: rate, EUR: rate, USD: rate });
export type AddExchangeRatesBody = z.input<typeof addExchangeRatesBody>;

export const tariffWriteResponse = z.object({ success: z.literal(true), id: z.number().int() });
