import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { healthResponse, type JobHealth } from '@jauc/contract';
import { advanceClock, notifyClockMoved, setClockOffset, setClockTo } from '../src/lib/clock.js';
import { buildApp } from '../src/app.js';
import { openDatabase, query } from '../src/db/client.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { claimSlot } from '../src/modules/jobs/job-runs.repo.js';
import type { JobDefinition } from '../src/modules/jobs/job-types.js';
import { createHttpTestApp } from './helpers/http-app.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Issue 11 §2 "A job queue": each job runs once per due slot of the server clock, across all
// instances; a failing job is recorded, retried with back-off and never takes the API down;
// GET /health shows every job's last run. Runs are awaited as conditions, never as durations.

const HOUR = 3_600_000;
// Mid-slot for hourly jobs: the few seconds a test takes never cross into the next slot.
const HALF_PAST = new Date('2031-03-03T12:30:00Z');
const WAIT = { timeout: 30_000, interval: 50 };

/** An hourly job counting its runs, answering its count. */
function countingJob(name: string, onRun: () => void = () => undefined): { runs: number; definition: JobDefinition } {
  const job = { runs: 0, definition: null as unknown as JobDefinition };
  job.definition = {
    name,
    everySeconds: 3600,
    async run() {
      onRun();
      job.runs += 1;
      return { runs: job.runs };
    },
  };
  return job;
}

async function healthOf(t: TestApp): Promise<JobHealth[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(res.statusCode, res.body).toBe(200);
  return healthResponse.parse(res.json()).jobs;
}

async function jobHealth(t: TestApp, name: string): Promise<JobHealth> {
  const job = (await healthOf(t)).find((j) => j.name === name);
  expect(job, `${name} in GET /health`).toBeDefined();
  return job!;
}

describe.each(ENGINES)('scheduled jobs on %s', (engine) => {
  const apps: TestApp[] = [];
  const open = async (...args: Parameters<typeof createTestApp>) => {
    const t = await createTestApp(...args);
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    // Apps first (their schedulers listen to the clock), then the clock back to the system's.
    for (const t of apps.splice(0)) await t.close();
    setClockOffset(0);
  });

  it('lists the server’s jobs in health before they ever ran, and runs one by name', async () => {
    const t = await open(engine);
    const before = await jobHealth(t, 'close-past-auction-days');
    expect(before).toMatchObject({ everySeconds: 3600, lastRunAt: null, lastOutcome: null, lastError: null, lastSummary: null, nextRunAt: null });

    setClockTo(HALF_PAST);
    // Followed by the saved-search alerts of the lots it moved to the statistics (none here: no search is saved).
    await expect(runJobNow(t.app, 'close-past-auction-days')).resolves.toEqual({ tokyoDay: '2031-03-03', alertLots: 0, alertMatches: 0, alertNotices: 0 });
    const after = await jobHealth(t, 'close-past-auction-days');
    expect(after).toMatchObject({ lastOutcome: 'ok', lastError: null, lastSummary: { tokyoDay: '2031-03-03' }, failuresInRow: 0, nextRunAt: null });
    // Started on the server clock, moments after it was set.
    expect(Date.parse(after.lastRunAt!) - HALF_PAST.getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.parse(after.lastRunAt!) - HALF_PAST.getTime()).toBeLessThan(HOUR);
    await expect(runJobNow(t.app, 'no-such-job')).rejects.toThrow(/no job named "no-such-job"/);
  });

  it('runs a due job as the scheduler starts, shows its outcome and next run in health, and runs it again when the clock is moved past the slot', async () => {
    setClockTo(HALF_PAST);
    const job = countingJob('test-count');
    const t = await open(engine, { JOBS: 'on' }, { jobs: [job.definition] });

    await vi.waitFor(async () => expect(await jobHealth(t, 'test-count')).toMatchObject({ lastOutcome: 'ok', lastSummary: { runs: 1 } }), WAIT);
    const first = await jobHealth(t, 'test-count');
    expect(first).toMatchObject({ lastError: null, failuresInRow: 0, nextRunAt: '2031-03-03T13:00:00.000Z' });
    expect(Date.parse(first.lastRunAt!)).toBeGreaterThanOrEqual(HALF_PAST.getTime());

    // Within the slot nothing is due, however often the scheduler looks.
    await notifyClockMoved();
    expect(job.runs).toBe(1);

    // A clock move waits for the runs it made due: the second run has happened when it returns.
    advanceClock(HOUR);
    await notifyClockMoved();
    expect(job.runs).toBe(2);
    expect(await jobHealth(t, 'test-count')).toMatchObject({ lastOutcome: 'ok', lastSummary: { runs: 2 }, nextRunAt: '2031-03-03T14:00:00.000Z' });

    // Three days ahead: due once, not once per missed slot.
    advanceClock(72 * HOUR);
    await notifyClockMoved();
    expect(job.runs).toBe(3);
  });

  it('claims only a slot later than the last claim, unless the clock went back', async () => {
    const t = await open(engine);
    const at = (hhmm: string) => new Date(`2031-03-03T${hhmm}:00Z`);
    const claim = (end: string, clockMovedBack = false) => claimSlot(t.database.db, 'test-claims', { end: at(end), everySeconds: 3600, clockMovedBack });

    expect(await claim('13:00')).toBe(true);
    expect(await claim('13:00')).toBe(false);
    expect(await claim('14:00')).toBe(true);
    // A look that read the clock just before another instance claimed 14:00 (clocks a few ms
    // apart at the hour, or a move between look and claim): 13:00 has run and must not again.
    expect(await claim('13:00')).toBe(false);
    expect(await claim('14:00')).toBe(false);
    // An instance that saw its own clock go back claims the earlier slot again, once.
    expect(await claim('13:00', true)).toBe(true);
    expect(await claim('13:00', true)).toBe(false);
    expect(await claim('14:00')).toBe(true);
    // A claim more than a whole slot ahead is no skew: the clock went back (a restart with a
    // smaller CLOCK_OFFSET), and the slot is claimed without the instance having seen the move.
    expect(await claim('12:00')).toBe(true);
    expect(await claim('12:00')).toBe(false);
  });

  it('runs the job again when the clock is moved back into a slot that already ran', async () => {
    setClockTo(HALF_PAST);
    const job = countingJob('test-back');
    const t = await open(engine, { JOBS: 'on' }, { jobs: [job.definition] });
    await vi.waitFor(() => expect(job.runs).toBe(1), WAIT);

    advanceClock(HOUR);
    await notifyClockMoved();
    expect(job.runs).toBe(2);
    advanceClock(-HOUR);
    await notifyClockMoved();
    expect(job.runs).toBe(3);
    expect(await jobHealth(t, 'test-back')).toMatchObject({ nextRunAt: '2031-03-03T13:00:00.000Z' });
    advanceClock(HOUR);
    await notifyClockMoved();
    expect(job.runs).toBe(4);
  });

  it('records a failing job with its error, retries it with growing delays, and keeps answering meanwhile', async () => {
    setClockTo(HALF_PAST);
    const tries: number[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const flaky: JobDefinition = {
      name: 'test-flaky',
      everySeconds: 3600,
      async run() {
        tries.push(performance.now());
        if (tries.length <= 2) throw new Error(`feed unreachable (try ${tries.length})`);
        // The third try waits for the test, which first looks at what the failures left.
        await released;
        return { tries: tries.length };
      },
    };
    const t = await open(engine, { JOBS: 'on' }, { jobs: [flaky] });
    try {
      await vi.waitFor(() => expect(tries.length).toBe(3), WAIT);
      const failed = await jobHealth(t, 'test-flaky');
      expect(failed).toMatchObject({ lastOutcome: 'failed', lastError: 'feed unreachable (try 2)', lastSummary: null, failuresInRow: 2 });
      // Back-off (jobTuning.retryDelaySeconds = 1 in tests): at least 1 s, then at least 2 s.
      expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(1000 - 20);
      expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(2000 - 20);
      // The API answers as usual while its job fails.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/site/get-language' })).statusCode).toBe(200);
    } finally {
      release();
    }
    await vi.waitFor(async () => expect(await jobHealth(t, 'test-flaky')).toMatchObject({ lastOutcome: 'ok', lastError: null, lastSummary: { tries: 3 }, failuresInRow: 0 }), WAIT);
  });

  it('runs one run of a job at a time in an instance, and throws a failing job’s error from runJobNow', async () => {
    let active = 0;
    let most = 0;
    const slow: JobDefinition = {
      name: 'test-slow',
      everySeconds: 3600,
      async run() {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setImmediate(resolve));
        active -= 1;
        return {};
      },
    };
    const broken: JobDefinition = {
      name: 'test-broken',
      everySeconds: 3600,
      async run() {
        throw new Error('results feed answered 500');
      },
    };
    const t = await open(engine, {}, { jobs: [slow, broken] });
    await Promise.all([runJobNow(t.app, 'test-slow'), runJobNow(t.app, 'test-slow'), runJobNow(t.app, 'test-slow')]);
    expect(most).toBe(1);

    await expect(runJobNow(t.app, 'test-broken')).rejects.toThrow('results feed answered 500');
    expect(await jobHealth(t, 'test-broken')).toMatchObject({ lastOutcome: 'failed', lastError: 'results feed answered 500', failuresInRow: 1 });
    expect(await jobHealth(t, 'test-slow')).toMatchObject({ lastOutcome: 'ok', failuresInRow: 0 });
  });
});

describe.runIf(ENGINES.includes('postgres'))('two instances on one PostgreSQL', () => {
  afterEach(() => setClockOffset(0));

  it('run a due job exactly once per slot, whichever instance looks first', async () => {
    setClockTo(HALF_PAST);
    const byInstance = { a: 0, b: 0 };
    const a = countingJob('test-once', () => (byInstance.a += 1));
    const b = countingJob('test-once', () => (byInstance.b += 1));
    const first = await createTestApp('postgres', { JOBS: 'on' }, { jobs: [a.definition] });
    // A second instance: its own pool and scheduler on the same database.
    const database = await openDatabase({ databaseUrl: first.config.databaseUrl, dataDir: ':memory:', poolSize: 3 });
    const second = await buildApp({ config: first.config, database, jobs: [b.definition] });
    try {
      await second.ready();
      // Both instances hear every move (one process, one clock) and look at once.
      for (let slot = 1; slot <= 5; slot++) {
        advanceClock(HOUR);
        await notifyClockMoved();
      }
      const slots = 6; // the one the first instance found due at start, and five moves
      await vi.waitFor(async () => {
        const states = await query<{ state: string; n: number }>(
          first.database.db,
          sql`SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE name = 'test-once' GROUP BY state`,
        );
        expect(states).toEqual([{ state: 'completed', n: slots }]);
      }, WAIT);
      expect(byInstance.a + byInstance.b).toBe(slots);
      const [row] = await query<{ runs: number }>(first.database.db, sql`SELECT runs FROM job_runs WHERE name = 'test-once'`);
      expect(row?.runs).toBe(slots);
    } finally {
      await second.close();
      await database.close();
      await first.close();
    }
  });
});

describe.runIf(ENGINES.includes('postgres'))('a PostgreSQL outage with the scheduler on', () => {
  afterEach(() => setClockOffset(0));

  it('costs the scheduler its looks, not the process: the due job runs once the database is back', async () => {
    setClockTo(HALF_PAST);
    const job = countingJob('test-outage');
    const t = await createHttpTestApp('postgres', { env: { JOBS: 'on' }, jobs: [job.definition] });
    try {
      await vi.waitFor(() => expect(job.runs).toBe(1), WAIT);
      await t.relay!.down();
      advanceClock(HOUR);
      await notifyClockMoved();
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(503);
      expect(t.logs.some((l) => String(l.msg).startsWith('database unavailable: due jobs'))).toBe(true);
      expect(job.runs).toBe(1);

      await t.relay!.up();
      await vi.waitFor(async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
        expect(healthResponse.parse(res.json()).jobs).toEqual([expect.objectContaining({ name: 'test-outage', lastOutcome: 'ok', lastSummary: { runs: 2 } })]);
      }, WAIT);
    } finally {
      await t.close();
    }
  });

  it('fails a run whose transaction loses its connection, retries it, and the process lives on', async () => {
    setClockTo(HALF_PAST);
    let tries = 0;
    let enteredTransaction!: () => void;
    const inTransaction = new Promise<void>((resolve) => {
      enteredTransaction = resolve;
    });
    const cut: JobDefinition = {
      name: 'test-cut',
      everySeconds: 3600,
      async run({ db }) {
        tries += 1;
        if (tries === 1) {
          await db.transaction(async (tx) => {
            enteredTransaction();
            // Long enough for the test to cut the connection under it.
            await tx.execute(sql`SELECT pg_sleep(10)`);
          });
        }
        return { tries };
      },
    };
    const t = await createHttpTestApp('postgres', { env: { JOBS: 'on' }, jobs: [cut] });
    try {
      await inTransaction;
      await t.relay!.down();
      await t.relay!.up();
      await vi.waitFor(async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
        expect(healthResponse.parse(res.json()).jobs).toEqual([expect.objectContaining({ name: 'test-cut', lastOutcome: 'ok', lastSummary: { tries: 2 } })]);
      }, WAIT);
      expect(t.logs.some((l) => l.msg === 'job failed' && l.job === 'test-cut')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
