import os from 'node:os';
import path from 'node:path';
import { parseClockOffset } from './lib/clock.js';
import { DEFAULT_PHOTO_HOSTS } from './modules/photo-proxy/photo-hosts.js';

// Every setting comes from the environment; the README's configuration table lists them.
const intFrom = (env: NodeJS.ProcessEnv) => (name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
};

/** `on` or `off` (unset: `fallback`); anything else stops the start rather than guessing. */
const onOff = (env: NodeJS.ProcessEnv) => (name: string, fallback: boolean): boolean => {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new Error(`${name} must be "on" or "off", got "${env[name]}"`);
};

const list = (raw: string | undefined): string[] =>
  (raw || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const FEEDS = ['demo', 'ajes', 'off'] as const;
function feedsFrom(raw: string | undefined): (typeof FEEDS)[number] {
  const value = (raw ?? '').trim().toLowerCase() || 'demo';
  const known = FEEDS.find((f) => f === value);
  if (!known) throw new Error(`FEEDS must be "demo", "ajes" or "off", got "${raw}"`);
  return known;
}

/** The AJES provider's settings (decision 019); FEEDS=ajes without a URL or code stops the start. */
function ajesFrom(env: NodeJS.ProcessEnv, feeds: (typeof FEEDS)[number]) {
  const int = intFrom(env);
  const url = (env.AJES_URL ?? '').trim();
  const code = (env.AJES_CODE ?? '').trim();
  if (feeds === 'ajes') {
    if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error('FEEDS=ajes needs AJES_URL, the provider\'s http(s) address');
    if (code === '') throw new Error('FEEDS=ajes needs AJES_CODE, the access code');
  }
  return {
    url,
    code,
    // Some accounts are bound to the caller's address, passed as ip= (decision 012).
    ip: (env.AJES_IP ?? '').trim() || null,
    syncMinutes: Math.max(1, int('AJES_SYNC_MINUTES', 10)),
    statsMonths: Math.max(1, int('AJES_STATS_MONTHS', 6)),
  };
}

/** EXCHANGE_RATES_URL: unset or empty, none; anything but an http(s) address stops the start. */
function exchangeRatesUrlFrom(raw: string | undefined): string | null {
  const url = raw?.trim() ?? '';
  if (url === '') return null;
  if (!/^https?:\/\/\S+$/.test(url)) throw new Error('EXCHANGE_RATES_URL must be an http(s) address');
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const int = intFrom(env);
  const port = int('PORT', 8080);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || null;
  // PGlite is an in-process database: only one process can hold it. On PostgreSQL the server
  // runs one worker process per core by default (instances share nothing in memory that matters).
  const workers = databaseUrl ? Math.max(1, int('WORKERS', os.availableParallelism())) : 1;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    workers,
    // The listing index kept on disk between starts (decision 027): INDEX_SNAPSHOT_DIR, by default
    // DATA_DIR/listing-index, one file per database in it; `off`, none (every start loads from the database).
    indexSnapshotDir: env.INDEX_SNAPSHOT_DIR === 'off' ? null : path.resolve(env.INDEX_SNAPSHOT_DIR || path.join(dataDir, 'listing-index')),
    // Connections per worker: about 20 in all, so many workers do not exhaust max_connections.
    poolSize: Math.max(4, Math.ceil(20 / workers)),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'JAUC Portal <no-reply@jauc.example>',
    // Without SMTP, print the links of outbox mails in the log (local work only): the links hold
    // live sign-in, reset and verification tokens, which logs must never keep (issue 18 §4).
    devLogLinks: env.DEV_LOG_LINKS === '1',
    publicUrl,
    // Unset, e-mail links point at localhost, which is wrong for anyone opening the portal at
    // another address: the start-up says so (publicUrlWarning).
    publicUrlSet: Boolean(env.PUBLIC_URL),
    // Origins allowed to send state-changing requests besides the request's own origin:
    // PUBLIC_URL and ALLOWED_ORIGINS (comma-separated).
    allowedOrigins: [publicUrl, ...list(env.ALLOWED_ORIGINS)],
    // Proxies whose X-Forwarded-* headers are believed (addresses or CIDRs). None by default:
    // trusting them from anyone would let every client choose the IP that rate limits count.
    trustProxy: list(env.TRUST_PROXY),
    // Secure cookies everywhere except plain-http local development.
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : publicUrl.startsWith('https://'),
    seed: env.SEED !== 'false',
    seedAuctionLots: int('SEED_AUCTION_LOTS', 20_000),
    seedStatsLots: int('SEED_STATS_LOTS', 50_000),
    seedStockLots: int('SEED_STOCK_LOTS', 1_000),
    bidCloseMinutes: int('BID_CLOSE_MINUTES', 30),
    // Where coming lots and session results come from (modules/auction-clock, docs/architecture.md
    // "Feeds"): `demo`, the deterministic demo feeds; `ajes`, the AJES provider (AJES_URL,
    // AJES_CODE); `off`, none of the auction clock's jobs run.
    feeds: feedsFrom(env.FEEDS),
    // FEEDS=ajes: the provider's API (modules/provider-feed, decision 019).
    ajes: ajesFrom(env, feedsFrom(env.FEEDS)),
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlDays: int('REFRESH_TOKEN_TTL_DAYS', 30),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : null,
    // What the app shows of the provider (GET /site/config): support contacts and public-site
    // links. The defaults are the demo's reserved example addresses; production sets its own.
    supportEmail: env.SUPPORT_EMAIL || 'support@jauc.example',
    supportTelegramUrl: env.SUPPORT_TELEGRAM_URL || 'https://t.me/jauc_support',
    // "id=url" pairs overriding single header links (e.g. aboutUs=https://example.com/about).
    siteLinks: list(env.SITE_LINKS),
    // How far the server clock (lib/clock.ts) runs ahead of the system clock: `3d` shows the
    // portal three days from now. A value that is not understood stops the start.
    clockOffsetMs: parseClockOffset(env.CLOCK_OFFSET),
    // PUT /api/v1/dev/clock, for tests and demos only: managers move the clock of the running server.
    clockControl: onOff(env)('CLOCK_CONTROL', false),
    // Scheduled jobs (modules/jobs, decision 008): on by default; `off` for an instance that only
    // serves requests while others run the jobs (each runs once across instances either way).
    jobs: onOff(env)('JOBS', true),
    // Notices by Telegram (modules/telegram): on when a bot token is set; the Bot API's base URL
    // is configurable so tests (and a self-hosted Bot API server) point it elsewhere.
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || null,
    telegramApiUrl: (env.TELEGRAM_API_URL || 'https://api.telegram.org').replace(/\/$/, ''),
    // GET /metrics (Prometheus text, server/metrics.ts): off unless a token is set; the scraper
    // sends it as "Authorization: Bearer <token>".
    metricsToken: env.METRICS_TOKEN || null,
    // The landed cost's exchange rates (modules/landed-cost, decision 022): fetched every 6 hours
    // from this address (the Bank of Russia's daily JSON shape) when set; else managers enter them.
    exchangeRatesUrl: exchangeRatesUrlFrom(env.EXCHANGE_RATES_URL),
    // On SIGTERM/SIGINT (server/shutdown.ts): how long requests in flight may take to end before
    // their connections are cut. Below the supervisor's own limit (docker stop: 10 s, Kubernetes:
    // 30 s), or it kills the process first.
    shutdownGraceSeconds: int('SHUTDOWN_GRACE_SECONDS', 8),
    // The photo proxy (modules/photo-proxy, decision 020): provider photos are fetched only from
    // these hosts (comma-separated; `*.` any subdomain; `host:port` that port only), at most
    // PHOTO_MAX_MB each within PHOTO_TIMEOUT_MS, PHOTO_FETCH_CONCURRENCY at once, and kept in a
    // disk cache under DATA_DIR/photo-cache of at most PHOTO_CACHE_MB (least recently used out).
    photoHosts: env.PHOTO_HOSTS === undefined || env.PHOTO_HOSTS.trim() === '' ? DEFAULT_PHOTO_HOSTS : list(env.PHOTO_HOSTS),
    photoCacheMb: int('PHOTO_CACHE_MB', 2048),
    photoMaxMb: Math.max(1, int('PHOTO_MAX_MB', 10)),
    photoTimeoutMs: Math.max(100, int('PHOTO_TIMEOUT_MS', 15_000)),
    photoFetchConcurrency: Math.max(1, int('PHOTO_FETCH_CONCURRENCY', 8)),
    // AVIF for browsers that take it (smaller than WebP, but slower to encode): off by default.
    photoAvif: onOff(env)('PHOTO_AVIF', false),
  };
}
export type Config = ReturnType<typeof loadConfig>;

/**
 * The start-up warning when PUBLIC_URL is unset: e-mail links (verification, password reset,
 * notices) then use this default, which only works on the machine the server runs on.
 */
export function publicUrlWarning(config: Pick<Config, 'publicUrl' | 'publicUrlSet'>): string | null {
  if (config.publicUrlSet) return null;
  return `PUBLIC_URL is not set: links in e-mails will use ${config.publicUrl}, which works only on this machine. Set PUBLIC_URL to the address people open the portal at.`;
}

/** Logs publicUrlWarning at start-up (main.ts: once, by the process that starts the workers). */
export function warnAboutPublicUrl(config: Pick<Config, 'publicUrl' | 'publicUrlSet'>, log: { warn: (obj: object, msg: string) => void }): void {
  const warning = publicUrlWarning(config);
  if (warning) log.warn({ publicUrl: config.publicUrl }, warning);
}
