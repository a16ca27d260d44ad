import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { buildApp, type App } from '../../src/app.js';
import { lotIndexTuning } from '../../src/modules/listing/lot-index/lot-index.js';
import type { JobDefinition } from '../../src/modules/jobs/job-types.js';
import { jobTuning } from '../../src/modules/jobs/tuning.js';
import { createTemporaryDatabase } from './temp-database.js';
import { setClockOffset } from '../../src/lib/clock.js';
import { testClockOffsetMs } from '../../../../scripts/test-clock.mjs';

// Tests change lots between requests: the listing index looks for changes on every request.
lotIndexTuning.syncIntervalMs = 0;
lotIndexTuning.answerWhileSyncingMs = 0;
// Tests that turn the scheduler on wait for its runs and retries: seconds, not minutes.
Object.assign(jobTuning, { tickMs: 250, pollMs: 100, retryDelaySeconds: 1 });

// The server clock (src/lib/clock.ts) is state of the process. Vitest gives every test file its
// own modules, so each file starts at offset 0 (createTestApp never applies CLOCK_OFFSET), or at
// the Tokyo time TEST_CLOCK_AT names (`TEST_CLOCK_AT=20:59 npm test`: the suite at any hour). A
// test that moves the clock (setClockOffset, advanceClock, setClockTo from src/lib/clock.ts)
// puts it back in afterEach/afterAll.
const testClockOffset = testClockOffsetMs();
if (testClockOffset !== null) setClockOffset(testClockOffset);

/** The engines every API test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export const ORIGIN = 'http://localhost:8080';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The app's jobs instead of the server's (server/jobs.ts). */
  jobs?: JobDefinition[];
}

/**
 * A fresh app on its own database: PGlite in memory, or a new PostgreSQL database that is
 * dropped on close. No demo data: tests create what they need through fixtures. Jobs run only
 * when a test asks: `runJobNow`, or the scheduler with `{ JOBS: 'on' }`.
 */
export async function createTestApp(engine: 'pglite' | 'postgres', env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jauc-test-'));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const temporary = await createTemporaryDatabase('jauc_test');
    databaseUrl = temporary.url.toString();
    dropDatabase = temporary.drop;
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    SEED: 'false',
    JOBS: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl, dataDir: ':memory:', poolSize: 5 });
  const app = await buildApp({ config, database, jobs: options.jobs });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
