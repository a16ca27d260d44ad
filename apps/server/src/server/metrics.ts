import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EVENTS_PATH } from '@jauc/contract';
import { listJobRuns } from '../modules/jobs/job-runs.repo.js';
import { readinessOf } from '../modules/health/readiness.js';
import { providerFeedState } from '../db/schema.js';
import type { PhotoProxyStats } from '../modules/photo-proxy/photo-proxy.js';
import { nowMs } from '../lib/clock.js';

// GET /metrics in Prometheus' text format (README "Going live"), for operators: request rates
// and latencies per route, open event streams, each job's and each provider feed's lag, whether
// the instance is ready, and the photo proxy's cache. Off unless METRICS_TOKEN is set; a scrape
// without the token is a 404, as if there were no such page. The figures are this instance's
// own: the scraper adds the instances up.

/** Latency buckets in seconds: the listing's budget is tens of milliseconds, a slow export seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteFigures {
  counts: Map<string, number>;
  buckets: number[];
  sum: number;
  total: number;
}

export class RequestMetrics {
  private readonly routes = new Map<string, RouteFigures>();

  /** One answered request; `route` is the route's pattern (bounded), never the raw URL. */
  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route}`;
    let r = this.routes.get(key);
    if (!r) {
      r = { counts: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, total: 0 };
      this.routes.set(key, r);
    }
    const status_class = `${Math.floor(status / 100)}xx`;
    r.counts.set(status_class, (r.counts.get(status_class) ?? 0) + 1);
    BUCKETS.forEach((le, i) => {
      if (seconds <= le) r.buckets[i]! += 1;
    });
    r.sum += seconds;
    r.total += 1;
  }

  lines(): string[] {
    const out = [
      '# HELP jauc_http_requests_total Requests answered, by method, route pattern and status class.',
      '# TYPE jauc_http_requests_total counter',
    ];
    const sorted = [...this.routes].sort(([a], [b]) => a.localeCompare(b));
    for (const [key, r] of sorted) {
      const [method, route] = splitKey(key);
      for (const [status, n] of [...r.counts].sort()) out.push(`jauc_http_requests_total{method="${method}",route="${esc(route)}",status="${status}"} ${n}`);
    }
    out.push('# HELP jauc_http_request_duration_seconds Time to answer, by method and route pattern.', '# TYPE jauc_http_request_duration_seconds histogram');
    for (const [key, r] of sorted) {
      const [method, route] = splitKey(key);
      const labels = `method="${method}",route="${esc(route)}"`;
      BUCKETS.forEach((le, i) => out.push(`jauc_http_request_duration_seconds_bucket{${labels},le="${le}"} ${r.buckets[i]}`));
      out.push(`jauc_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${r.total}`);
      out.push(`jauc_http_request_duration_seconds_sum{${labels}} ${r.sum.toFixed(6)}`);
      out.push(`jauc_http_request_duration_seconds_count{${labels}} ${r.total}`);
    }
    return out;
  }
}

const splitKey = (key: string): [string, string] => {
  const i = key.indexOf(' ');
  return [key.slice(0, i), key.slice(i + 1)];
};
/** Label values escape backslash, quote and newline (the text format's rule). */
const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** The photo proxy's figures (decision 020): cache hits and misses, provider fetches, failures, the cache's size. */
function photoLines(stats: PhotoProxyStats): string[] {
  const out = [
    '# HELP jauc_photo_cache_hits_total Provider photos answered from the disk cache.',
    '# TYPE jauc_photo_cache_hits_total counter',
    `jauc_photo_cache_hits_total ${stats.hits}`,
    '# HELP jauc_photo_cache_misses_total Provider photos made on request (resized, and fetched when new).',
    '# TYPE jauc_photo_cache_misses_total counter',
    `jauc_photo_cache_misses_total ${stats.misses}`,
    '# HELP jauc_photo_provider_fetches_total Photos fetched from the provider.',
    '# TYPE jauc_photo_provider_fetches_total counter',
    `jauc_photo_provider_fetches_total ${stats.fetches}`,
    '# HELP jauc_photo_failures_total Photos answered with the placeholder, by reason.',
    '# TYPE jauc_photo_failures_total counter',
  ];
  for (const [reason, n] of Object.entries(stats.failures)) out.push(`jauc_photo_failures_total{reason="${reason}"} ${n}`);
  out.push(
    '# HELP jauc_photo_cache_bytes Bytes in the photo disk cache (as this instance knows it).',
    '# TYPE jauc_photo_cache_bytes gauge',
    `jauc_photo_cache_bytes ${stats.cacheBytes}`,
    '# HELP jauc_photo_cache_evictions_total Files evicted from the photo cache to keep it under PHOTO_CACHE_MB.',
    '# TYPE jauc_photo_cache_evictions_total counter',
    `jauc_photo_cache_evictions_total ${stats.evictions}`,
  );
  return out;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Records every answer and serves GET /metrics when METRICS_TOKEN is set. */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.deps.config.metricsToken;
  if (!token) return;
  const requests = new RequestMetrics();
  // Open event streams: a stream is a request that lasts until either side closes it.
  const eventsRoute = `/api/v1${EVENTS_PATH}`;
  let openStreams = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== eventsRoute) return;
    openStreams += 1;
    reply.raw.once('close', () => {
      openStreams -= 1;
    });
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unknown paths share one label: a scanner's random URLs must not grow the table.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) return reply.code(404).send({ success: false, message: 'not_found' });
    const lines = requests.lines();
    lines.push('# HELP jauc_event_streams_open Open live-update streams on this instance.', '# TYPE jauc_event_streams_open gauge');
    lines.push(`jauc_event_streams_open ${openStreams}`);
    const now = nowMs();
    const runs = await listJobRuns(app.deps.database.db);
    lines.push(
      '# HELP jauc_job_seconds_since_finished Seconds since each scheduled job last finished (any instance).',
      '# TYPE jauc_job_seconds_since_finished gauge',
    );
    for (const r of runs) {
      if (r.lastFinishedAt) lines.push(`jauc_job_seconds_since_finished{job="${esc(r.name)}"} ${Math.max(0, Math.round((now - r.lastFinishedAt.getTime()) / 1000))}`);
    }
    lines.push('# HELP jauc_job_failures_in_row Failed runs in a row of each scheduled job.', '# TYPE jauc_job_failures_in_row gauge');
    for (const r of runs) lines.push(`jauc_job_failures_in_row{job="${esc(r.name)}"} ${r.failuresInRow}`);
    lines.push(...feedLines(await app.deps.database.db.select({ name: providerFeedState.name, lastSuccessAt: providerFeedState.lastSuccessAt }).from(providerFeedState), now));
    lines.push(...readinessLines(await readinessOf(app)));
    lines.push(...photoLines(app.photoProxy.stats));
    const memory = process.memoryUsage();
    lines.push('# HELP jauc_process_resident_memory_bytes Resident memory of this instance.', '# TYPE jauc_process_resident_memory_bytes gauge');
    lines.push(`jauc_process_resident_memory_bytes ${memory.rss}`);
    return reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`${lines.join('\n')}\n`);
  });
}

/** Each provider feed part's last success (provider_feed_state, written by the feed sync on any instance) and its lag. */
export function feedLines(feeds: Array<{ name: string; lastSuccessAt: Date | null }>, now: number): string[] {
  const done = [...feeds].filter((f) => f.lastSuccessAt !== null).sort((a, b) => a.name.localeCompare(b.name));
  const out = [
    '# HELP jauc_feed_last_success_seconds When each provider feed part last synced successfully (Unix time, server clock).',
    '# TYPE jauc_feed_last_success_seconds gauge',
  ];
  for (const f of done) out.push(`jauc_feed_last_success_seconds{feed="${esc(f.name)}"} ${Math.floor(f.lastSuccessAt!.getTime() / 1000)}`);
  out.push('# HELP jauc_feed_seconds_since_success Seconds since each provider feed part last synced successfully.', '# TYPE jauc_feed_seconds_since_success gauge');
  for (const f of done) out.push(`jauc_feed_seconds_since_success{feed="${esc(f.name)}"} ${Math.max(0, Math.round((now - f.lastSuccessAt!.getTime()) / 1000))}`);
  return out;
}

const NOT_READY_REASONS = ['warming', 'database', 'stopping'] as const;

/** The readiness check's answer (GET /api/v1/health/ready) as a gauge, and its reason as a state set. */
export function readinessLines(r: { ready: boolean; reason: string | null }): string[] {
  return [
    '# HELP jauc_ready 1 when this instance answers its readiness check with 200, else 0.',
    '# TYPE jauc_ready gauge',
    `jauc_ready ${r.ready ? 1 : 0}`,
    '# HELP jauc_not_ready_reason 1 for the reason this instance is not ready (warming, database, stopping).',
    '# TYPE jauc_not_ready_reason gauge',
    ...NOT_READY_REASONS.map((reason) => `jauc_not_ready_reason{reason="${reason}"} ${r.reason === reason ? 1 : 0}`),
  ];
}
