import type { Config } from '../../config.js';
import { upcomingWeeks } from '../../seed/lots-schedule.js';
import type { JobDefinition } from '../jobs/job-types.js';
import { applyFinishedSessions } from './apply-results.js';
import { markStartedSessions } from './auction-clock.repo.js';
import { createDemoLotsFeed } from './demo-lots-feed.js';
import { createDemoResultsFeed } from './demo-results-feed.js';
import type { LotsFeed, ResultsFeed } from './feeds.js';
import { takeComingLots } from './take-lots.js';

// The auction clock's jobs (DESIGN.md §3 "Auction clock"). Each is idempotent and safe on any
// number of instances at once: lots are inserted with ON CONFLICT DO NOTHING on their session
// and number, statuses only move forward (upcoming → ongoing → result) with the old status in
// the WHERE clause, and a session's results apply in one transaction that claims it first.

export interface AuctionFeeds {
  lots: LotsFeed;
  results: ResultsFeed;
}

/** The feeds of FEEDS=demo: the deterministic demo feeds at the seeder's density. */
export const demoFeeds = (config: Config): AuctionFeeds => ({
  lots: createDemoLotsFeed(config.seedAuctionLots),
  results: createDemoResultsFeed(),
});

export const AUCTION_JOB = {
  lots: 'auction-lots-feed',
  status: 'auction-session-status',
  results: 'auction-results',
} as const;

/** Auction days kept filled ahead, today included: as many as the seeder fills (six, a week). */
export const comingDays = (config: Config): number => upcomingWeeks(config.seedAuctionLots) * 6;

export function lotsFeedJob(feed: LotsFeed, days: number): JobDefinition {
  return {
    name: AUCTION_JOB.lots,
    // A new auction day comes once a day; hourly also catches a provider's late publications.
    everySeconds: 3600,
    run: ({ db, now, log }) => takeComingLots(db, feed, days, now, log),
  };
}

export function sessionStatusJob(): JobDefinition {
  return {
    name: AUCTION_JOB.status,
    everySeconds: 60,
    // Finished lots leave the car auctions at Tokyo midnight: close-past-auction-days (modules/listing).
    run: async ({ db, now }) => ({ started: await markStartedSessions(db, now) }),
  };
}

export function resultsJob(feed: ResultsFeed): JobDefinition {
  return {
    name: AUCTION_JOB.results,
    everySeconds: 300,
    run: ({ db, now, log }) => applyFinishedSessions(db, feed, now, log),
  };
}

/**
 * The jobs of server/jobs.ts `scheduledJobs`. FEEDS=off runs none of them: the lots stay
 * as they are (benchmarks measure fixed data; a bench applies results itself).
 */
export function auctionClockJobs(config: Config, feeds: AuctionFeeds = demoFeeds(config)): JobDefinition[] {
  if (config.feeds === 'off') return [];
  return [lotsFeedJob(feeds.lots, comingDays(config)), sessionStatusJob(), resultsJob(feeds.results)];
}
