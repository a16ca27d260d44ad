import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, BID_STATUS, LANGUAGE, USER_TYPE } from '@jauc/contract';
import { loadConfig } from '../src/config.js';
import { advanceClock, now, setClockOffset } from '../src/lib/clock.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { NOTICE_JOB, NOTICE_KEEP_DAYS, NOTICE_PRUNE_JOB, noticeJob, pruneNoticesJob } from '../src/modules/notices/notices.jobs.js';
import { NOTICE_TUNING, retryDelayMs, sendDueNotices } from '../src/modules/notices/send-notices.js';
import { createMailer } from '../src/modules/mail/mailer.js';
import { deskHelpers, type Who } from './helpers/bid-desk.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { mailsTo, noticesOf, recordingLogger, switchableMailer } from './helpers/notices.js';
import { createUser } from './helpers/fixtures.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 13 §3 "Notices" by e-mail: a bid result (Win, Finished, Don't bid) queues a notice in the
// transaction of the change, honouring bidEmailNotify; the notice job sends it once, in the
// user's language, with a link to the bid; a failed send is logged and retried with back-off.

const { WIN, BID, DONT, FINISHED } = { WIN: BID_STATUS.win, BID: BID_STATUS.bid, DONT: BID_STATUS.dontBid, FINISHED: BID_STATUS.finished };

describe.each(ENGINES)('bid result notices by e-mail on %s', (engine) => {
  let t: TestApp;
  let manager: Who;
  const h = deskHelpers(() => t);
  const { send, newUser, bid } = h;
  const mailer = switchableMailer(() => t);
  const config = loadConfig({ PUBLIC_URL: ORIGIN, SEED: 'false' });
  const win = (bidId: number) => send(manager, '/bid/update-bid-status', { bidId, status: WIN, confirm: 1 });
  const setStatus = (bidId: number, status: number) => send(manager, '/bid/update-bid-status', { bidId, status });
  const soldLot = () => insertLot(h.db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 650_000 });
  const runJob = () => runJobNow(t.app, NOTICE_JOB);
  const emailOf = async (id: number) => (await h.db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))!.email;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { jobs: [noticeJob(config, mailer.deps), pruneNoticesJob] });
    manager = await newUser({ userType: USER_TYPE.manager });
  });
  afterEach(() => {
    mailer.state.failNext = 0;
    setClockOffset(0);
  });
  afterAll(async () => t?.close());

  it('a Win queues one e-mail notice; the job sends it once, with the link to the bid', async () => {
    const client = await newUser();
    const lotId = await soldLot();
    const bidId = await bid(client.id, lotId, { soldPrice: 650_000 });
    expect((await win(bidId)).statusCode).toBe(200);
    const queued = await noticesOf(h.db(), client.id);
    expect(queued).toMatchObject([{ channel: 'email', kind: 'bid_result', bidId, bidStatus: WIN, state: 'pending', attempts: 0 }]);
    expect(queued[0]!.key).toMatch(/^bid-result:\d+:email$/);
    // The same Win again (a retried request) queues nothing more.
    expect((await win(bidId)).statusCode).toBe(200);
    expect(await noticesOf(h.db(), client.id)).toHaveLength(1);

    expect((await runJob()).sent).toBeGreaterThanOrEqual(1);
    expect(await runJob()).toMatchObject({ sent: 0 });
    const mails = mailsTo(t, await emailOf(client.id));
    expect(mails).toHaveLength(1);
    const lot = (await h.db().query.lots.findFirst({ where: (l, { eq }) => eq(l.id, lotId) }))!;
    expect(mails[0]!.subject).toBe(`Bid result for lot ${lot.lotNo}: Win`);
    expect(mails[0]!.text).toContain(`${ORIGIN}/bids?lotNo=${lot.lotNo}`);
    expect(mails[0]!.text).toContain('Sold price: ¥650,000.');
    expect(await noticesOf(h.db(), client.id)).toMatchObject([{ state: 'sent', attempts: 1, lastError: null }]);
  });

  it("a Win's group rule tells of each Don't bid; Finished and Don't bid set by the manager are told too", async () => {
    const client = await newUser();
    const winner = await bid(client.id, await soldLot(), { bidGroup: 3, soldPrice: 650_000 });
    const sameGroup = await bid(client.id, await soldLot(), { bidGroup: 3 });
    const finished = await bid(client.id, await soldLot());
    const dont = await bid(client.id, await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(0, 23) }));
    expect((await win(winner)).statusCode).toBe(200);
    expect((await setStatus(finished, FINISHED)).statusCode).toBe(200);
    expect((await setStatus(dont, DONT)).statusCode).toBe(200);
    const queued = await noticesOf(h.db(), client.id);
    expect(queued.map((n) => [n.bidId, n.bidStatus])).toEqual(
      expect.arrayContaining([[winner, WIN], [sameGroup, DONT], [finished, FINISHED], [dont, DONT]]),
    );
    expect(queued).toHaveLength(4);
    await runJob();
    const subjects = mailsTo(t, await emailOf(client.id)).map((m) => m.subject.replace(/lot \d+/, 'lot N'));
    expect(subjects.sort()).toEqual(['Bid result for lot N: Don\'t bid', 'Bid result for lot N: Don\'t bid', 'Bid result for lot N: Finished', 'Bid result for lot N: Win']);
  });

  it('with bidEmailNotify off nothing is queued or sent', async () => {
    const client = await newUser({ bidEmailNotify: false });
    const bidId = await bid(client.id, await soldLot(), { soldPrice: 650_000 });
    expect((await win(bidId)).statusCode).toBe(200);
    expect(await noticesOf(h.db(), client.id)).toEqual([]);
    await runJob();
    expect(mailsTo(t, await emailOf(client.id))).toEqual([]);
  });

  it('a Win taken back before its notice went out is not told', async () => {
    const client = await newUser();
    const bidId = await bid(client.id, await soldLot(), { soldPrice: 650_000 });
    expect((await win(bidId)).statusCode).toBe(200);
    expect((await setStatus(bidId, BID)).statusCode).toBe(200);
    await runJob();
    expect(await noticesOf(h.db(), client.id)).toMatchObject([{ bidStatus: WIN, state: 'skipped', lastError: 'bid_status_changed' }]);
    expect(mailsTo(t, await emailOf(client.id))).toEqual([]);
  });

  it('a Russian user gets the notice in Russian', async () => {
    const client = await newUser({ language: LANGUAGE.ru });
    const lotId = await soldLot();
    const bidId = await bid(client.id, lotId, { soldPrice: 650_000 });
    expect((await win(bidId)).statusCode).toBe(200);
    await runJob();
    const [mail] = mailsTo(t, await emailOf(client.id));
    const lot = (await h.db().query.lots.findFirst({ where: (l, { eq }) => eq(l.id, lotId) }))!;
    expect(mail!.subject).toBe(`Результат ставки на лот ${lot.lotNo}: Выигрыш`);
    expect(mail!.text).toContain('Вы выиграли этот автомобиль.');
    expect(mail!.text).toContain('Открыть ставку');
  });

  it('a dealer and a manager get the link of their own bid list', async () => {
    const dealer = await newUser({ userType: USER_TYPE.dealer });
    const lotId = await soldLot();
    const bidId = await bid(dealer.id, lotId, { soldPrice: 650_000 });
    expect((await win(bidId)).statusCode).toBe(200);
    await runJob();
    const lot = (await h.db().query.lots.findFirst({ where: (l, { eq }) => eq(l.id, lotId) }))!;
    expect(mailsTo(t, await emailOf(dealer.id))[0]!.text).toContain(`${ORIGIN}/dealer-bids?lotNo=${lot.lotNo}`);
  });

  it('a failed send is logged and retried with back-off, then sent once', async () => {
    const client = await newUser();
    const bidId = await bid(client.id, await soldLot(), { soldPrice: 650_000 });
    expect((await win(bidId)).statusCode).toBe(200);
    mailer.state.failNext = 2;
    const { log, lines } = recordingLogger();
    const channels = { mailer: mailer.deps.mailer!(log), telegram: null, publicUrl: ORIGIN };

    expect(await sendDueNotices(h.db(), channels, now(), log)).toMatchObject({ sent: 0, retry: 1 });
    let [row] = await noticesOf(h.db(), client.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(row!.nextAttemptAt.getTime() - now().getTime()).toBeGreaterThan(retryDelayMs(1) - 5_000);
    const warned = lines.find((l) => l.msg === 'notice not sent: will retry');
    expect(warned).toMatchObject({ level: 40, noticeId: row!.id, channel: 'email', attempts: 1, error: 'connect ECONNREFUSED 127.0.0.1:25' });

    // Not due before its back-off is over; then tried again (fails again: twice as long).
    expect(await sendDueNotices(h.db(), channels, now(), log)).toMatchObject({ sent: 0, retry: 0 });
    advanceClock(retryDelayMs(1));
    expect(await sendDueNotices(h.db(), channels, now(), log)).toMatchObject({ retry: 1 });
    [row] = await noticesOf(h.db(), client.id);
    expect(row!.attempts).toBe(2);
    advanceClock(retryDelayMs(2));
    expect(await sendDueNotices(h.db(), channels, now(), log)).toMatchObject({ sent: 1 });
    expect(await noticesOf(h.db(), client.id)).toMatchObject([{ state: 'sent', attempts: 3, lastError: null }]);
    expect(mailsTo(t, await emailOf(client.id))).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const client = await newUser();
    const bidId = await bid(client.id, await soldLot(), { soldPrice: 650_000 });
    expect((await win(bidId)).statusCode).toBe(200);
    mailer.state.failNext = 100;
    const { log, lines } = recordingLogger();
    const channels = { mailer: mailer.deps.mailer!(log), telegram: null, publicUrl: ORIGIN };
    for (let attempt = 1; attempt <= NOTICE_TUNING.maxAttempts; attempt++) {
      await sendDueNotices(h.db(), channels, now(), log);
      advanceClock(retryDelayMs(attempt));
    }
    expect(await noticesOf(h.db(), client.id)).toMatchObject([{ state: 'failed', attempts: NOTICE_TUNING.maxAttempts }]);
    expect(lines.filter((l) => l.msg === 'notice not sent: given up')).toHaveLength(1);
    await sendDueNotices(h.db(), channels, now(), log);
    expect(await noticesOf(h.db(), client.id)).toMatchObject([{ attempts: NOTICE_TUNING.maxAttempts }]);
  });

  it('settled notices are pruned after NOTICE_KEEP_DAYS, pending ones never', async () => {
    const client = await newUser();
    const sent = await bid(client.id, await soldLot(), { soldPrice: 650_000 });
    expect((await win(sent)).statusCode).toBe(200);
    await runJob();
    mailer.state.failNext = 1;
    const pending = await bid(client.id, await soldLot(), { soldPrice: 650_000 });
    expect((await win(pending)).statusCode).toBe(200);
    await runJob();
    expect((await noticesOf(h.db(), client.id)).map((n) => n.state)).toEqual(['sent', 'pending']);
    await runJobNow(t.app, NOTICE_PRUNE_JOB);
    expect(await noticesOf(h.db(), client.id)).toHaveLength(2);
    advanceClock((NOTICE_KEEP_DAYS + 1) * 86_400_000);
    await runJobNow(t.app, NOTICE_PRUNE_JOB);
    expect((await noticesOf(h.db(), client.id)).map((n) => n.bidId)).toEqual([pending]);
  });

  it('New bids the auction finished are told as Finished', async () => {
    const { queueFinishedBidNotices } = await import('../src/modules/notices/notice-queue.js');
    const client = await createUser(h.db());
    const lotId = await soldLot();
    const bidId = await bid(client.id, lotId, { status: BID_STATUS.new });
    // What the results job writes (auction-clock settleBids) and then queues in its transaction.
    await h.db().transaction(async (tx) => {
      const { settleBids } = await import('../src/modules/auction-clock/auction-clock.repo.js');
      await settleBids(tx, [lotId], now());
      expect(await queueFinishedBidNotices(tx, [lotId], now())).toBe(1);
      expect(await queueFinishedBidNotices(tx, [lotId], now())).toBe(0);
    });
    await runJob();
    expect(await noticesOf(h.db(), client.id)).toMatchObject([{ bidId, bidStatus: FINISHED, state: 'sent' }]);
    expect(mailsTo(t, client.email)[0]!.subject).toMatch(/^Bid result for lot \d+: Finished$/);
  });
});

// Issue 13 §6: "the notice job sends once across two instances". Two apps, each with its own
// pool, run the job at the same moment over many due notices: every notice is sent exactly once.
describe.runIf(process.env.TEST_DATABASE_URL)('the notice job on two instances of one PostgreSQL', () => {
  let t: TestApp;
  let second: TestApp['app'];
  let secondDb: TestApp['database'];
  const h = deskHelpers(() => t);
  const config = loadConfig({ PUBLIC_URL: ORIGIN, SEED: 'false' });
  const jobsOf = () => [noticeJob(config, { mailer: (log) => createMailer(t.config, log) })];

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { jobs: jobsOf() });
    const { openDatabase } = await import('../src/db/client.js');
    const { buildApp } = await import('../src/app.js');
    secondDb = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: ':memory:', poolSize: 5 });
    second = await buildApp({ config: t.config, database: secondDb, jobs: jobsOf() });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await t?.close();
  });

  it('sends each of 120 notices once when both run the job at once, twice', async () => {
    const manager = await h.newUser({ userType: USER_TYPE.manager });
    const clients = await Promise.all(Array.from({ length: 6 }, () => h.newUser()));
    for (const client of clients) {
      for (let i = 0; i < 20; i++) {
        const bidId = await h.bid(client.id, await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 650_000 }), { soldPrice: 650_000 });
        expect((await h.send(manager, '/bid/update-bid-status', { bidId, status: WIN, confirm: 1 })).statusCode).toBe(200);
      }
    }
    const runs = [];
    for (let round = 0; round < 2; round++) runs.push(...(await Promise.all([runJobNow(t.app, NOTICE_JOB), runJobNow(second, NOTICE_JOB)])));
    expect(runs.reduce((s, r) => s + Number(r.sent), 0)).toBe(120);
    for (const client of clients) {
      const email = (await h.db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, client.id) }))!.email;
      expect(mailsTo(t, email)).toHaveLength(20);
      expect((await noticesOf(h.db(), client.id)).every((n) => n.state === 'sent' && n.attempts === 1)).toBe(true);
    }
  });
});
