import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskHelpers } from './helpers/bid-desk.js';
import { openEvents } from './helpers/sse-client.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';
import { providerFeedState } from '../src/db/schema.js';
import { nowMs } from '../src/lib/clock.js';

// Issue 20 §4: operators see request rates and latencies per route, open event streams and job
// lag at GET /metrics (Prometheus text), only with METRICS_TOKEN.
const TOKEN = 'scrape-secret-0123456789';

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 3000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met');
}

describe.each(ENGINES)('GET /metrics on %s', (engine) => {
  let t: TestApp;
  let off: TestApp;
  let base: string;
  const h = deskHelpers(() => t);
  beforeAll(async () => {
    t = await createTestApp(engine, { METRICS_TOKEN: TOKEN });
    off = await createTestApp(engine);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });
  const scrape = async (authorization?: string) => fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
  const text = async () => (await scrape(`Bearer ${TOKEN}`)).text();

  it('is not there without METRICS_TOKEN, nor without the right token', async () => {
    // Without the token there is no such route: a 404, or the web app's shell where a build of it
    // is present (the SPA answers unknown paths), never the figures.
    const offAnswer = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(offAnswer.body).not.toContain('jauc_');
    expect(offAnswer.statusCode === 404 || String(offAnswer.headers['content-type']).startsWith('text/html')).toBe(true);
    expect((await scrape()).status).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(404);
    expect((await scrape(TOKEN)).status).toBe(404);
  });

  it('counts requests per route pattern and status class with a latency histogram', async () => {
    for (let i = 0; i < 3; i++) await fetch(`${base}/api/v1/health`);
    await fetch(`${base}/api/v1/no-such-route/${'x'.repeat(20)}?secret=1`);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await res.text();
    expect(body).toMatch(/^jauc_http_requests_total\{method="GET",route="\/api\/v1\/health",status="2xx"\} 3$/m);
    expect(body).toMatch(/^jauc_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health"\} 3$/m);
    expect(body).toMatch(/^jauc_http_request_duration_seconds_bucket\{method="GET",route="\/api\/v1\/health",le="\+Inf"\} 3$/m);
    // A scanner's URLs share one label and never appear themselves.
    expect(body).not.toContain('no-such-route');
    // No route matched: "unmatched", or the web app's catch-all where a build of it is present.
    expect(body).toMatch(/route="(?:unmatched|\/\*)",status="4xx"\} 1$/m);
    expect(body).toMatch(/^jauc_process_resident_memory_bytes \d+$/m);
  });

  it('follows the open event streams', async () => {
    const client = await h.newUser();
    expect(await text()).toMatch(/^jauc_event_streams_open 0$/m);
    const stream = await openEvents(base, client.cookie);
    await until(async () => /^jauc_event_streams_open 1$/m.test(await text()));
    stream.close();
    await until(async () => /^jauc_event_streams_open 0$/m.test(await text()));
  });

  it('gives the last success and lag of each provider feed part, and whether the instance is ready', async () => {
    expect(await text()).toMatch(/^jauc_ready 1$/m);
    expect(await text()).toMatch(/^jauc_not_ready_reason\{reason="warming"\} 0$/m);
    const at = new Date(Math.floor(nowMs() / 1000) * 1000 - 90_000);
    await t.database.db.insert(providerFeedState).values([
      { name: 'main', lastSuccessAt: at },
      { name: 'stats', lastSuccessAt: null },
    ]);
    const body = await text();
    expect(body).toContain(`jauc_feed_last_success_seconds{feed="main"} ${at.getTime() / 1000}`);
    const lag = Number(/^jauc_feed_seconds_since_success\{feed="main"\} (\d+)$/m.exec(body)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(90);
    // A part that never succeeded has no figure rather than a made-up one.
    expect(body).not.toContain('feed="stats"');
    t.app.lifecycle.beginStopping();
    expect(await text()).toMatch(/^jauc_not_ready_reason\{reason="stopping"\} 1$/m);
  });
});
