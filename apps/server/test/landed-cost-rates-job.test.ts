import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { EXCHANGE_RATES_JOB } from '../src/modules/landed-cost/exchange-rates.jobs.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The optional daily fetch of exchange rates (issue 21 §2, decision 022) from a local stand-in of
// the Bank of Russia's daily JSON.
describe.each(ENGINES)('exchange rates fetch on %s', (engine) => {
  let t: TestApp;
  let server: http.Server;
  let body: unknown = {
    Date: '2026-11-27T11:30:00+03:00',
    Valute: { USD: { Nominal: 1, Value: 80.1234 }, EUR: { Nominal: 1, Value: 93.5 }, JPY: { Nominal: 100, Value: 52.0417 } },
  };

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp(engine, { EXCHANGE_RATES_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/daily_json.js` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const rows = () => query<{ date: string; currency: string; rate: string; origin: string }>(
    t.database.db, sql`SELECT to_char(date, 'YYYY-MM-DD') AS date, currency, rub_per_unit::text AS rate, origin FROM exchange_rates ORDER BY currency`,
  );

  it('inserts the rates of the day per one unit, once', async () => {
    await expect(runJobNow(t.app, EXCHANGE_RATES_JOB)).resolves.toEqual({ date: '2026-11-27', inserted: true });
    expect(await rows()).toEqual([
      { date: '2026-11-27', currency: 'EUR', rate: '93.500000', origin: 'fetched' },
      { date: '2026-11-27', currency: 'JPY', rate: '0.520417', origin: 'fetched' },
      { date: '2026-11-27', currency: 'USD', rate: '80.123400', origin: 'fetched' },
    ]);
    await expect(runJobNow(t.app, EXCHANGE_RATES_JOB)).resolves.toEqual({ date: '2026-11-27', inserted: false });
    expect(await rows()).toHaveLength(3);
  });

  it('fails on a document of another shape and writes nothing', async () => {
    body = { Date: '2026-11-28', Valute: { USD: { Nominal: 1, Value: 'x' } } };
    await expect(runJobNow(t.app, EXCHANGE_RATES_JOB)).rejects.toThrow(/expected shape/);
    expect(await rows()).toHaveLength(3);
  });
});
