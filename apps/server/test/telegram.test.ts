import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, BID_STATUS, LANGUAGE, TELEGRAM_CODE_PATTERN, USER_TYPE } from '@jauc/contract';
import { advanceClock, setClockOffset } from '../src/lib/clock.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { NOTICE_JOB, noticeJob } from '../src/modules/notices/notices.jobs.js';
import { TELEGRAM_POLL_JOB, telegramJobs } from '../src/modules/telegram/telegram.jobs.js';
import { LINK_CODE_TTL_MS } from '../src/modules/telegram/telegram.service.js';
import { CHAT_NOTICE_DELAY_MS } from '../src/modules/notices/chat-notice.js';
import { loadConfig } from '../src/config.js';
import { deskHelpers, type Who } from './helpers/bid-desk.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { mailsTo, noticesOf, switchableMailer } from './helpers/notices.js';
import { startBotStandIn, type BotStandIn } from './helpers/telegram-stand-in.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 13 §3 "Telegram": with TELEGRAM_BOT_TOKEN set a user links their chat from the profile (a
// one-time code sent to the bot as /start CODE, read by the poll job) and gets the same notices
// there, in their language; they can unlink (profile, or /stop to the bot). Against a local
// stand-in of the Bot API. Without a token the calls answer 404 and the profile says so.

describe.each(ENGINES)('Telegram notices on %s', (engine) => {
  let t: TestApp;
  let bot: BotStandIn;
  let manager: Who;
  const h = deskHelpers(() => t);
  const mailer = switchableMailer(() => t);
  const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: who.cookie } });
  const post = (who: Who, url: string) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: who.cookie, origin: ORIGIN } });
  const poll = () => runJobNow(t.app, TELEGRAM_POLL_JOB);
  const sentTo = (chatId: number) => bot.sent.filter((m) => m.chatId === chatId).map((m) => m.text);

  async function link(who: Who, chatId: number, languageCode = 'en') {
    const res = await post(who, '/user/telegram/link-code');
    expect(res.statusCode, res.body).toBe(200);
    bot.userSends(chatId, `/start ${res.json<{ code: string }>().code}`, languageCode);
    await poll();
  }
  async function winFor(who: Who) {
    const lotId = await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 650_000 });
    const bidId = await h.bid(who.id, lotId, { soldPrice: 650_000 });
    expect((await h.send(manager, '/bid/update-bid-status', { bidId, status: BID_STATUS.win, confirm: 1 })).statusCode).toBe(200);
    return (await h.db().query.lots.findFirst({ where: (l, { eq }) => eq(l.id, lotId) }))!.lotNo;
  }

  beforeAll(async () => {
    bot = await startBotStandIn();
    const env = { TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_URL: bot.url };
    const config = loadConfig({ PUBLIC_URL: ORIGIN, SEED: 'false', ...env });
    t = await createTestApp(engine, env, { jobs: [noticeJob(config, mailer.deps), ...telegramJobs(config)] });
    manager = await h.newUser({ userType: USER_TYPE.manager });
  });
  afterEach(() => setClockOffset(0));
  afterAll(async () => {
    await t?.close();
    await bot?.close();
  });

  it('the profile offers the link; a code sent to the bot links the chat once', async () => {
    const client = await h.newUser();
    expect((await get(client, '/user/view-profile')).json().detail.telegramEnabled).toBe(true);
    expect((await get(client, '/user/telegram')).json()).toEqual({ success: true, linked: false, linkedAt: null });

    const res = await post(client, '/user/telegram/link-code');
    expect(res.statusCode).toBe(200);
    const { code, botUsername, startUrl, expiresAt } = res.json<{ code: string; botUsername: string; startUrl: string; expiresAt: string }>();
    expect(code).toMatch(TELEGRAM_CODE_PATTERN);
    expect(botUsername).toBe('jauc_test_bot');
    expect(startUrl).toBe(`https://t.me/jauc_test_bot?start=${code}`);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.parse(res.headers.date as string) - 60_000);

    bot.userSends(701, `/start ${code}`);
    expect(await poll()).toMatchObject({ updates: 1, linked: 1 });
    expect(sentTo(701).at(-1)).toContain('Linked.');
    const status = (await get(client, '/user/telegram')).json();
    expect(status).toMatchObject({ success: true, linked: true });
    expect(typeof status.linkedAt).toBe('string');

    // Each update is handled once: polling again reads nothing new.
    expect(await poll()).toMatchObject({ updates: 0 });
    expect(bot.pending()).toBe(0);
    // Single-use: the same code from another chat is refused and links nothing.
    bot.userSends(702, `/start ${code}`);
    expect(await poll()).toMatchObject({ refused: 1, linked: 0 });
    expect(sentTo(702)).toEqual(['This code is not valid or has expired. Open your profile on the portal for a new one.']);
  });

  it('refuses an expired code and a voided one; other messages get the instructions, in Russian for Russian apps', async () => {
    const client = await h.newUser();
    const first = (await post(client, '/user/telegram/link-code')).json<{ code: string }>().code;
    const second = (await post(client, '/user/telegram/link-code')).json<{ code: string }>().code;
    bot.userSends(711, `/start ${first}`);
    expect(await poll()).toMatchObject({ refused: 1 });
    advanceClock(LINK_CODE_TTL_MS + 1000);
    bot.userSends(711, `/start ${second}`, 'ru');
    bot.userSends(712, 'hello', 'ru');
    expect(await poll()).toMatchObject({ updates: 2, refused: 1, linked: 0 });
    expect(sentTo(711).at(-1)).toBe('Код неверен или устарел. Получите новый код в профиле на портале.');
    expect(sentTo(712)[0]).toContain('/start КОД');
    // (The session's access token expired with the clock moved: the table tells.)
    expect(await h.db().query.telegramLinks.findFirst({ where: (l, { eq }) => eq(l.userId, client.id) })).toBeUndefined();
  });

  it('a linked user gets the bid result by Telegram and by e-mail, each once', async () => {
    const client = await h.newUser();
    await link(client, 721);
    const lotNo = await winFor(client);
    expect((await noticesOf(h.db(), client.id)).map((n) => n.channel).sort()).toEqual(['email', 'telegram']);
    await runJobNow(t.app, NOTICE_JOB);
    await runJobNow(t.app, NOTICE_JOB);
    const messages = sentTo(721).filter((m) => m.startsWith('Bid result'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`Bid result for lot ${lotNo}: Win`);
    expect(messages[0]).toContain(`${ORIGIN}/bids?lotNo=${lotNo}`);
    const email = (await h.db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, client.id) }))!.email;
    expect(mailsTo(t, email)).toHaveLength(1);
  });

  it('Telegram goes by the link, not by the e-mail setting; a Russian user reads Russian', async () => {
    const client = await h.newUser({ bidEmailNotify: false, language: LANGUAGE.ru });
    await link(client, 731, 'en');
    expect(sentTo(731).at(-1)).toContain('Готово.');
    const lotNo = await winFor(client);
    expect((await noticesOf(h.db(), client.id)).map((n) => n.channel)).toEqual(['telegram']);
    await runJobNow(t.app, NOTICE_JOB);
    expect(sentTo(731).at(-1)).toContain(`Результат ставки на лот ${lotNo}: Выигрыш`);
  });

  it('a failed Telegram send is retried; a chat that blocked the bot is given up', async () => {
    const client = await h.newUser({ bidEmailNotify: false });
    await link(client, 741);
    await winFor(client);
    bot.failSends.push({ code: 502, description: 'Bad Gateway' });
    expect(await runJobNow(t.app, NOTICE_JOB)).toMatchObject({ retry: 1, sent: 0 });
    advanceClock(60_000);
    expect(await runJobNow(t.app, NOTICE_JOB)).toMatchObject({ sent: 1 });

    await winFor(client);
    bot.failSends.push({ code: 403, description: 'Forbidden: bot was blocked by the user' });
    expect(await runJobNow(t.app, NOTICE_JOB)).toMatchObject({ failed: 1 });
    const last = (await noticesOf(h.db(), client.id)).at(-1)!;
    expect(last).toMatchObject({ state: 'failed', attempts: 1 });
    expect(last.lastError).toContain('bot was blocked by the user');
  });

  it('unlinking (profile, or /stop to the bot) ends Telegram notices', async () => {
    const client = await h.newUser();
    await link(client, 751);
    expect((await post(client, '/user/telegram/unlink')).json()).toEqual({ success: true });
    expect((await get(client, '/user/telegram')).json().linked).toBe(false);
    await winFor(client);
    expect((await noticesOf(h.db(), client.id)).map((n) => n.channel)).toEqual(['email']);

    await link(client, 752);
    expect((await get(client, '/user/telegram')).json().linked).toBe(true);
    // A notice queued while linked and not yet sent when the link goes is skipped.
    await winFor(client);
    bot.userSends(752, '/stop');
    expect(await poll()).toMatchObject({ unlinked: 1 });
    expect(sentTo(752).at(-1)).toBe('Unlinked: notices will no longer come here.');
    await runJobNow(t.app, NOTICE_JOB);
    expect((await noticesOf(h.db(), client.id)).filter((n) => n.channel === 'telegram')).toMatchObject([{ state: 'skipped', lastError: 'telegram_unlinked' }]);
    expect(sentTo(752).filter((m) => m.startsWith('Bid result'))).toEqual([]);
  });

  it('a chat message not read in time comes by Telegram too, quoted', async () => {
    const client = await h.newUser({ bidEmailNotify: false });
    await link(client, 761);
    const bidId = await h.bid(client.id, await insertLot(h.db()));
    const say = await t.app.inject({
      method: 'POST', url: '/api/v1/bid/save-chat', headers: { cookie: manager.cookie, origin: ORIGIN }, payload: { bidId, comment: 'Shall we raise the bid?' },
    });
    expect(say.statusCode).toBe(200);
    advanceClock(CHAT_NOTICE_DELAY_MS);
    expect(await runJobNow(t.app, NOTICE_JOB)).toMatchObject({ sent: 1 });
    const [message] = sentTo(761).filter((m) => m.startsWith('New message'));
    expect(message).toMatch(/^New message about lot \d+\n/);
    expect(message).toContain('Shall we raise the bid?');
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/telegram' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/telegram/link-code', headers: { origin: ORIGIN } })).statusCode).toBe(401);
  });
});

describe.each(ENGINES)('Telegram without a bot token on %s', (engine) => {
  let t: TestApp;
  const h = deskHelpers(() => t);
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('the link calls answer 404, the profile says it is off and no poll job runs', async () => {
    const client = await h.newUser();
    const headers = { cookie: client.cookie, origin: ORIGIN };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers })).json().detail.telegramEnabled).toBe(false);
    for (const [method, url] of [['GET', '/user/telegram'], ['POST', '/user/telegram/link-code'], ['POST', '/user/telegram/unlink']] as const) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'not_found' });
    }
    expect(telegramJobs(t.config)).toEqual([]);
  });
});
