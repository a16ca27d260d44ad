import { z } from 'zod';

/** GET /site/get-country-list */
export const countryListResponse = z.object({
  success: z.literal(true),
  countryList: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export type CountryList = z.infer<typeof countryListResponse>;

/** GET /site/get-language */
export const languageListResponse = z.array(z.object({ value: z.number().int(), label: z.string() }));

/** GET /site/week-days — the coming auction days, Mon–Sat, value YYYY-MM-DD. */
export const weekDaysResponse = z.object({
  dayList: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type WeekDays = z.infer<typeof weekDaysResponse>;

/** GET /health */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  version: z.string(),
});
