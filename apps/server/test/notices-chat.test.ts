import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE, USER_TYPE } from '@jauc/contract';
import { loadConfig } from '../src/config.js';
import { advanceClock, setClockOffset } from '../src/lib/clock.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { CHAT_NOTICE_DELAY_MS } from '../src/modules/notices/chat-notice.js';
import { NOTICE_JOB, noticeJob } from '../src/modules/notices/notices.jobs.js';
import { createMailer } from '../src/modules/mail/mailer.js';
import { deskHelpers, type Who } from './helpers/bid-desk.js';
import { insertLot } from './helpers/lots.js';
import { mailsTo, noticesOf, switchableMailer } from './helpers/notices.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 13 §3: a chat message the other side has not read a few minutes on is told by e-mail,
// once; a message read before then never is; a run of messages brings one notice. The clock is
// moved, never waited for.

function chatHelpers(get: () => TestApp) {
  const h = deskHelpers(get);
  const api = (who: Who, method: 'PUT' | 'POST', url: string, payload: object) =>
    get().app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, cookie: who.cookie }, payload });
  return {
    ...h,
    say: async (who: Who, bidId: number, comment: string) => expect((await api(who, 'POST', '/bid/save-chat', { bidId, comment })).statusCode).toBe(200),
    read: async (who: Who, bidId: number) => expect((await api(who, 'PUT', '/bid/update-chat-status', { bidId })).statusCode).toBe(200),
    emailOf: async (id: number) => (await h.db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))!.email,
  };
}

describe.each(ENGINES)('chat notices on %s', (engine) => {
  let t: TestApp;
  const h = chatHelpers(() => t);
  const mailer = switchableMailer(() => t);
  const runJob = () => runJobNow(t.app, NOTICE_JOB);
  const chatMails = async (who: Who) => mailsTo(t, await h.emailOf(who.id), 'chat');

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { jobs: [noticeJob(loadConfig({ PUBLIC_URL: ORIGIN, SEED: 'false' }), mailer.deps)] });
  });
  afterEach(() => setClockOffset(0));
  afterAll(async () => t?.close());

  it("a client's message unread by the managers after the delay goes to the client's manager once", async () => {
    const manager = await h.newUser({ userType: USER_TYPE.manager });
    const otherManager = await h.newUser({ userType: USER_TYPE.manager });
    const client = await h.newUser({ managerId: manager.id });
    const lotId = await insertLot(h.db());
    const bidId = await h.bid(client.id, lotId);
    await h.say(client, bidId, 'Is the car <b>rust-free</b>?');
    expect((await noticesOf(h.db(), manager.id)).map((n) => [n.kind, n.channel, n.state])).toEqual([['chat', 'email', 'pending']]);
    expect(await noticesOf(h.db(), otherManager.id)).toEqual([]);
    // The writer is never told of their own message.
    expect(await noticesOf(h.db(), client.id)).toEqual([]);

    // Not yet: the managers may still read it.
    advanceClock(CHAT_NOTICE_DELAY_MS - 60_000);
    expect(await runJob()).toMatchObject({ sent: 0 });
    expect(await chatMails(manager)).toEqual([]);
    advanceClock(60_000);
    expect(await runJob()).toMatchObject({ sent: 1 });
    expect(await runJob()).toMatchObject({ sent: 0 });
    const mails = await chatMails(manager);
    expect(mails).toHaveLength(1);
    const lot = (await h.db().query.lots.findFirst({ where: (l, { eq }) => eq(l.id, lotId) }))!;
    expect(mails[0]!.subject).toBe(`New message about lot ${lot.lotNo}`);
    expect(mails[0]!.text).toContain('> Is the car <b>rust-free</b>?');
    expect(mails[0]!.text).toContain(`${ORIGIN}/bid-manager?lotNo=${lot.lotNo}`);
    expect(await chatMails(otherManager)).toEqual([]);
  });

  it('a message read before the delay is never sent: its notice is skipped when due', async () => {
    const manager = await h.newUser({ userType: USER_TYPE.manager });
    const client = await h.newUser();
    const bidId = await h.bid(client.id, await insertLot(h.db()));
    await h.say(manager, bidId, 'The car has a small dent on the left door.');
    advanceClock(CHAT_NOTICE_DELAY_MS / 2);
    await h.read(client, bidId);
    advanceClock(CHAT_NOTICE_DELAY_MS);
    expect(await runJob()).toMatchObject({ sent: 0 });
    expect(await noticesOf(h.db(), client.id)).toMatchObject([{ kind: 'chat', state: 'skipped', lastError: 'chat_read' }]);
    expect(await chatMails(client)).toEqual([]);
  });

  it('a run of messages brings one notice, quoting the last; in the reader\'s language', async () => {
    const manager = await h.newUser({ userType: USER_TYPE.manager });
    const client = await h.newUser({ language: LANGUAGE.ru });
    const bidId = await h.bid(client.id, await insertLot(h.db()));
    await h.say(manager, bidId, 'First');
    await h.say(manager, bidId, 'Second');
    await h.say(manager, bidId, 'Третье');
    advanceClock(CHAT_NOTICE_DELAY_MS);
    expect(await runJob()).toMatchObject({ sent: 1, skipped: 2 });
    const mails = await chatMails(client);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Новое сообщение по лоту \d+$/);
    expect(mails[0]!.text).toContain('> Третье');
    expect((await noticesOf(h.db(), client.id)).map((n) => n.lastError)).toEqual(['newer_message', 'newer_message', null]);
  });

  it('goes to every manager when the client has none; honours bidEmailNotify', async () => {
    const managers = await Promise.all([h.newUser({ userType: USER_TYPE.manager }), h.newUser({ userType: USER_TYPE.manager })]);
    const quiet = await h.newUser({ userType: USER_TYPE.manager, bidEmailNotify: false });
    const client = await h.newUser();
    const bidId = await h.bid(client.id, await insertLot(h.db()));
    await h.say(client, bidId, 'Hello?');
    advanceClock(CHAT_NOTICE_DELAY_MS);
    await runJob();
    for (const m of managers) expect(await chatMails(m)).toHaveLength(1);
    expect(await noticesOf(h.db(), quiet.id)).toEqual([]);
    expect(await chatMails(quiet)).toEqual([]);
  });
});

// Issue 13 §6: "the notice job sends once across two instances and skips read messages".
describe.runIf(process.env.TEST_DATABASE_URL)('chat notices on two instances of one PostgreSQL', () => {
  let t: TestApp;
  let second: TestApp['app'];
  let secondDb: TestApp['database'];
  const h = chatHelpers(() => t);
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
    setClockOffset(0);
    await second?.close();
    await secondDb?.close();
    await t?.close();
  });

  it('tells each unread message once and no read one, both instances running the job at once', async () => {
    const clients = await Promise.all(Array.from({ length: 4 }, () => h.newUser()));
    const unread = new Map<number, number>();
    for (const client of clients) {
      // One manager per client: a manager may write 30 messages a minute (chat_flood).
      const manager = await h.newUser({ userType: USER_TYPE.manager });
      for (let i = 0; i < 10; i++) {
        const bidId = await h.bid(client.id, await insertLot(h.db()));
        await h.say(manager, bidId, `Message ${i}`);
        // Every other chat is read in time.
        if (i % 2 === 0) await h.read(client, bidId);
        else unread.set(client.id, (unread.get(client.id) ?? 0) + 1);
      }
    }
    advanceClock(CHAT_NOTICE_DELAY_MS);
    const runs = [];
    for (let round = 0; round < 2; round++) runs.push(...(await Promise.all([runJobNow(t.app, NOTICE_JOB), runJobNow(second, NOTICE_JOB)])));
    expect(runs.reduce((s, r) => s + Number(r.sent), 0)).toBe(20);
    expect(runs.reduce((s, r) => s + Number(r.skipped), 0)).toBe(20);
    for (const client of clients) {
      const mails = mailsTo(t, await h.emailOf(client.id), 'chat');
      expect(mails).toHaveLength(unread.get(client.id)!);
      expect(mails.every((m) => /> Message \d*[13579]$/m.test(m.text))).toBe(true);
    }
  });
});
