import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LANGUAGE, savedSearchListResponse } from '@jauc/contract';
import { loadConfig } from '../src/config.js';
import { query } from '../src/db/client.js';
import { setClockOffset, setClockTo } from '../src/lib/clock.js';
import { AUCTION_JOB, lotsFeedJob } from '../src/modules/auction-clock/auction-clock.jobs.js';
import { createDemoLotsFeed } from '../src/modules/auction-clock/demo-lots-feed.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { NOTICE_JOB, noticeJob } from '../src/modules/notices/notices.jobs.js';
import { withSavedSearchAlerts } from '../src/modules/saved-search/alerts.js';
import { comingWednesday, tokyoAt } from './helpers/auction-clock.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { mailsTo, noticesOf, switchableMailer } from './helpers/notices.js';
import { startBotStandIn, type BotStandIn } from './helpers/telegram-stand-in.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 21 §4: a feed run that adds lots tells each saved search's owner once — one e-mail digest
// per user and run, a Telegram message per search, in the user's language, with links that open the
// listing filtered — and never of the same lot twice.

describe.each(ENGINES)('saved-search alerts after a feed run on %s', (engine) => {
  let t: TestApp;
  let bot: BotStandIn;
  const wed = comingWednesday();
  const mailer = switchableMailer(() => t);

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  const save = async (cookie: string, body: object) => {
    const res = await call(cookie, 'POST', '/saved-search', body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };
  const list = async (cookie: string) => savedSearchListResponse.parse((await call(cookie, 'GET', '/saved-search/list')).json()).list;
  async function newUser(language: number) {
    const u = await createUser(t.database.db, { language });
    return { ...u, cookie: await signIn(t.app, u.email, u.password) };
  }

  beforeAll(async () => {
    setClockTo(tokyoAt(wed, '07:00'));
    bot = await startBotStandIn();
    const env = { TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_URL: bot.url };
    const config = loadConfig({ PUBLIC_URL: ORIGIN, SEED: 'false', ...env });
    const alerts = { publicUrl: ORIGIN, closeMinutes: config.bidCloseMinutes };
    t = await createTestApp(engine, { SEED_AUCTION_LOTS: '600', ...env }, {
      jobs: [withSavedSearchAlerts(lotsFeedJob(createDemoLotsFeed(600), 2), alerts), noticeJob(config, mailer.deps)],
    });
  });
  afterAll(async () => {
    setClockOffset(0);
    await t?.close();
    await bot?.close();
  });

  it('one digest per user, a Telegram message per search, and nothing again on the next run', async () => {
    const en = await newUser(LANGUAGE.en);
    const ru = await newUser(LANGUAGE.ru);
    await t.database.db.execute(sql`INSERT INTO telegram_links (user_id, chat_id) VALUES (${ru.id}, 777001)`);
    const [maker] = await query<{ id: number; name: string }>(t.database.db, sql`SELECT id, name FROM makers WHERE name = 'TOYOTA'`);
    const every = await save(en.cookie, { name: 'Every coming lot', pageType: 'car-auction', query: 'bidding=all', notify: 'email' });
    await save(en.cookie, { name: 'Toyotas', pageType: 'car-auction', query: `maker=${maker!.id}&bidding=all`, notify: 'email' });
    await save(en.cookie, { name: 'Quiet', pageType: 'car-auction', query: 'bidding=all', notify: 'none' });
    await save(en.cookie, { name: 'Stock only', pageType: 'stock', query: '', notify: 'email' });
    await save(ru.cookie, { name: 'Тойоты', pageType: 'car-auction', query: `maker=${maker!.id}&bidding=all`, notify: 'telegram' });
    await save(ru.cookie, { name: 'Все лоты', pageType: 'car-auction', query: 'bidding=all', notify: 'email' });

    const first = await runJobNow(t.app, AUCTION_JOB.lots);
    expect(first.inserted).toBeGreaterThan(50);
    expect(first.alertLots).toBe(first.inserted);
    expect(first.alertNotices).toBe(3); // en's digest, ru's digest, ru's Telegram message
    const toyotas = (await query<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM lots WHERE maker_id = ${maker!.id}`))[0]!.n;
    expect(toyotas).toBeGreaterThan(0);

    // newCount: the matches since the search was last opened; opening it starts again from 0.
    const listed = await list(en.cookie);
    expect(listed.map((s) => [s.name, s.newCount])).toEqual([
      ['Stock only', 0], ['Quiet', first.inserted], ['Toyotas', toyotas], ['Every coming lot', first.inserted],
    ]);
    expect((await call(en.cookie, 'POST', '/saved-search/opened', { id: every })).statusCode).toBe(200);
    expect((await list(en.cookie)).find((s) => s.id === every)!.newCount).toBe(0);

    expect((await runJobNow(t.app, NOTICE_JOB)).sent).toBe(3);
    const [digest, ...more] = mailsTo(t, en.email, 'alert');
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('New lots for 2 saved searches');
    expect(digest!.text).toContain(`Every coming lot: ${first.inserted} new lots (Car auctions)`);
    expect(digest!.text).toContain(`Toyotas: ${toyotas} new ${toyotas === 1 ? 'lot' : 'lots'}`);
    expect(digest!.text).toContain(`${ORIGIN}/car-auction?maker=${maker!.id}`);
    expect(digest!.text).toContain(`${ORIGIN}/saved-searches`);
    expect(digest!.text).not.toContain('Quiet');
    const [ruDigest] = mailsTo(t, ru.email, 'alert');
    expect(ruDigest!.subject).toBe('Новые лоты по 1 сохранённому поиску');
    expect(ruDigest!.text).toContain('Все лоты: ');
    expect(bot.sent).toHaveLength(1);
    expect(bot.sent[0]!.chatId).toBe(777001);
    expect(bot.sent[0]!.text).toMatch(/^Тойоты: \d+ нов/);
    expect(bot.sent[0]!.text).toContain(`${ORIGIN}/car-auction?maker=${maker!.id}`);

    // The next run finds no new lots; lots announced again (a provider's repeat) are not told twice.
    const second = await runJobNow(t.app, AUCTION_JOB.lots);
    expect(second).toMatchObject({ inserted: 0, alertLots: 0, alertNotices: 0 });
    await t.database.db.execute(sql`INSERT INTO lot_arrivals (lot_id) SELECT id FROM lots ORDER BY id LIMIT 20`);
    expect(await runJobNow(t.app, AUCTION_JOB.lots)).toMatchObject({ alertLots: 20, alertMatches: 0, alertNotices: 0 });
    expect(await noticesOf(t.database.db, en.id)).toHaveLength(1);
    expect(await noticesOf(t.database.db, ru.id)).toHaveLength(2);
    expect((await runJobNow(t.app, NOTICE_JOB)).sent).toBe(0);
  });
});
