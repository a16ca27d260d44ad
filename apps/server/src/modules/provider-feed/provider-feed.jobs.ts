import type { Config } from '../../config.js';
import { applyFinishedSessions } from '../auction-clock/apply-results.js';
import { AUCTION_JOB, sessionStatusJob } from '../auction-clock/auction-clock.jobs.js';
import type { JobDefinition } from '../jobs/job-types.js';
import { createAjesClient, type AjesClient } from './ajes-client.js';
import { onceLog } from './ajes-codes.js';
import { ajesResultsFeed } from './ajes-results-feed.js';
import { sweepTable, syncStats } from './ajes-sync.js';

export const AJES_JOB = { lots: 'ajes-lots', stock: 'ajes-stock', stats: 'ajes-stats' } as const;

/**
 * The jobs of FEEDS=ajes (decision 019), in server/jobs.ts in place of the demo feeds: coming
 * lots, stock and results history every AJES_SYNC_MINUTES (the first at start), the auction
 * clock's session status as with the demo, and session results from the provider's `stats`
 * through the auction clock's results path. Each runs once across instances (the job queue).
 */
export function ajesJobs(config: Config, client: AjesClient = clientFor(config)): JobDefinition[] {
  const every = config.ajes.syncMinutes * 60;
  return [
    { name: AJES_JOB.lots, everySeconds: every, run: ({ db, now, log }) => sweepTable(db, client, 'main', now, log) },
    { name: AJES_JOB.stock, everySeconds: every, run: ({ db, now, log }) => sweepTable(db, client, 'one', now, log) },
    { name: AJES_JOB.stats, everySeconds: every, run: ({ db, now, log }) => syncStats(db, client, now, log, config.ajes.statsMonths) },
    sessionStatusJob(),
    {
      name: AUCTION_JOB.results,
      everySeconds: 300,
      run: ({ db, now, log }) => applyFinishedSessions(db, ajesResultsFeed(db, client, now, onceLog(log)), now, log),
    },
  ];
}

let shared: { key: string; client: AjesClient } | null = null;

/** One client per process, so the quota headers it keeps are the last answer's whichever job asked. */
function clientFor(config: Config): AjesClient {
  const key = `${config.ajes.url}\u0000${config.ajes.code}`;
  if (!shared || shared.key !== key) {
    shared = { key, client: createAjesClient({ url: config.ajes.url, code: config.ajes.code, ...(config.ajes.ip ? { ip: config.ajes.ip } : {}) }) };
  }
  return shared.client;
}
