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

/** A scheduled job in GET /health: its last run (times ISO 8601, on the server clock) and the next. */
export const jobHealth = z.object({
  name: z.string(),
  everySeconds: z.number().int(),
  /** When the last run started; null before the first. */
  lastRunAt: z.string().nullable(),
  /** null while the first run has not ended. */
  lastOutcome: z.enum(['ok', 'failed']).nullable(),
  /** The failed run's error message (no stack). */
  lastError: z.string().nullable(),
  /** What the last successful run did (counts), as the job reports it; null after a failure. */
  lastSummary: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).nullable(),
  /** When the job is next due; null until a scheduler first looked at it. */
  nextRunAt: z.string().nullable(),
  /** Failed runs since the last one that succeeded. */
  failuresInRow: z.number().int(),
});
export type JobHealth = z.infer<typeof jobHealth>;

/** GET /health */
export const healthResponse = z.object({
  /** warming: serving, while the instance's listing index still loads (listings answered by SQL meanwhile). */
  status: z.enum(['ok', 'warming', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  version: z.string(),
  /** Every job the server runs; empty while the database cannot be read. */
  jobs: z.array(jobHealth),
  /**
   * Each part of a provider feed (FEEDS=ajes: ajes-main, ajes-one, ajes-stats) with its last
   * success and how long ago that was; its failures are its job's (`jobs`). Empty without one.
   */
  feeds: z.array(
    z.object({
      name: z.string(),
      lastSuccessAt: z.string().nullable(),
      lagSeconds: z.number().int().nullable(),
      /** What the last successful run did (rows offered, inserted, updated, skipped, removed…). */
      lastSummary: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).nullable(),
    }),
  ),
});

/**
 * GET /health/ready — for load balancers: 200 only when this instance can answer listings from
 * its index; otherwise 503 with Retry-After and why: the listing index still loads (`warming`),
 * the database does not answer (`database`), or the instance is shutting down (`stopping`).
 */
export const readinessResponse = z.object({
  ready: z.boolean(),
  reason: z.enum(['warming', 'database', 'stopping']).nullable(),
});
export type Readiness = z.infer<typeof readinessResponse>;
