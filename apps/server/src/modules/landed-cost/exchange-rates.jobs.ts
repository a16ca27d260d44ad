import { z } from 'zod';
import type { Config } from '../../config.js';
import type { JobContext, JobDefinition } from '../jobs/job-types.js';
import { hasFetchedRates, insertRates } from './tariff.repo.js';

export const EXCHANGE_RATES_JOB = 'exchange-rates-fetch';

// The optional daily fetch of the exchange rates (issue 21 §2, decision record 022) from
// EXCHANGE_RATES_URL, a document in the Bank of Russia's daily JSON shape (as published by
// cbr-xml-daily.ru): `{ Date, Valute: { USD: { Nominal, Value }, EUR: …, JPY: … } }`. The rate
// is Value / Nominal roubles per one unit. Idempotent: a date already fetched is skipped, so a
// retry or a second instance adds nothing. Managers' own rows stay; the latest row of a date wins.

const valute = z.object({ Nominal: z.number().positive(), Value: z.number().positive() });
const cbrDaily = z.object({
  Date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  Valute: z.object({ USD: valute, EUR: valute, JPY: valute }),
});

const perUnit = (v: z.infer<typeof valute>) => Math.round((v.Value / v.Nominal) * 1e6) / 1e6;

export async function fetchExchangeRates(url: string, { db, log }: JobContext, timeoutMs = 15_000): Promise<Record<string, string | number | boolean>> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`exchange rates: HTTP ${res.status}`);
  const parsed = cbrDaily.safeParse(await res.json());
  if (!parsed.success) throw new Error('exchange rates: the document is not in the expected shape');
  const date = parsed.data.Date.slice(0, 10);
  if (await hasFetchedRates(db, date)) return { date, inserted: false };
  const { USD, EUR, JPY } = parsed.data.Valute;
  await insertRates(db, date, { USD: perUnit(USD), EUR: perUnit(EUR), JPY: perUnit(JPY) }, 'fetched', null);
  log.info({ date }, 'exchange rates fetched');
  return { date, inserted: true };
}

/** No EXCHANGE_RATES_URL: no job (managers enter the rates by hand). */
export function exchangeRatesJobs(config: Config): JobDefinition[] {
  const url = config.exchangeRatesUrl;
  if (!url) return [];
  // Every 6 hours: the Bank sets the next day's rates in the afternoon, Moscow time.
  return [{ name: EXCHANGE_RATES_JOB, everySeconds: 6 * 3600, run: (ctx) => fetchExchangeRates(url, ctx) }];
}
