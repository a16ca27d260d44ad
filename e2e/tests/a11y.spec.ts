import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { findLots } from './lot-support';

// Accessibility (issue 10 §5): every route, in both languages, on a phone (390 px) and a desktop
// (1440 px), has no serious or critical axe-core violation of WCAG 2.2 AA.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The engine (issue 18 §3): @axe-core/playwright carries an axe-core of its own (4.13), in which
// label-content-name-mismatch (WCAG 2.5.3) is still tagged 'experimental' — and axe never runs an
// experimental rule chosen by tags, so this suite reported 0 where an audit with axe-core 4.14 found
// 766 nodes. The suite injects the axe-core it depends on itself, enables the rules it relies on
// by name, and fails when one of them did not run on a page: a rule that is skipped reports nothing.
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = (require('axe-core/package.json') as { version: string }).version;
const REQUIRED_RULES = ['label-content-name-mismatch', 'color-contrast', 'button-name', 'link-name', 'aria-allowed-attr'];
const WIDTHS = [390, 1440] as const;
const LANGUAGES = ['en', 'ru'] as const;

interface Stop {
  name: string;
  path: string;
  signedIn: boolean;
}

/** Waits until the page has its content (no spinner, no skeleton), then runs axe on it. */
async function seriousViolations(page: Page, stop: Stop) {
  await page.goto(stop.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.animate-spin, .animate-pulse, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // The header is measured too: signed in, its account menu must be there before axe runs.
  if (stop.signedIn) await expect(page.getByRole('banner').getByRole('button', { name: /account menu|меню аккаунта/ })).toBeVisible();
  // Fonts and lazily loaded images change colours under text; wait for them before measuring.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const result = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ rules: Object.fromEntries(REQUIRED_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  expect(result.testEngine.version, 'axe-core injected from the suite').toBe(AXE_VERSION);
  const ran = new Set([...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map((r) => r.id));
  expect(REQUIRED_RULES.filter((id) => !ran.has(id)), `rules that did not run on ${stop.name}`).toEqual([]);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/** Lots of each kind and a share code, looked up once per run as the demo client. */
let lots: { auction: number; stock: number; stats: number; shareCode: string; purchase: number } | undefined;
async function demoLots(page: Page) {
  if (lots) return lots;
  await signInAs(page, DEMO.client, '/profile');
  const [auction] = await findLots(page, 'car-auction', (l) => !l.isUss);
  const [stock] = await findLots(page, 'stock', () => true);
  // A result the client bid on where there is one: its page then shows the tinted "My bid" card,
  // which the demo data's dates otherwise put on the first result only on some days.
  const [stats] = await findLots(page, 'stats', (l) => (l as { myBid?: boolean }).myBid === true).catch(() => findLots(page, 'stats', () => true));
  const codeRes = await page.request.get(`/api/v1/car-auction/password?carId=${auction!.id}&auctionType=main`);
  expect(codeRes.status(), await codeRes.text()).toBe(200);
  const { password } = (await codeRes.json()) as { password: string };
  const purchases = await page.request.get('/api/v1/purchased-cars/list?status=1');
  const [purchase] = ((await purchases.json()) as { cars: Array<{ id: number }> }).cars;
  lots = { auction: auction!.id, stock: stock!.id, stats: stats!.id, shareCode: password, purchase: purchase!.id };
  return lots;
}

type Lots = NonNullable<typeof lots>;
const VISITOR_STOPS: Array<[string, (l: Lots) => string]> = [
  ['login', () => '/auth/login'],
  ['sign-up', () => '/auth/sign-up'],
  ['forgot-password', () => '/auth/forgot-password'],
  ['shared lot (code gate)', (l) => `/car-auction/share/${l.auction}`],
  ['shared lot', (l) => `/car-auction/share/${l.auction}?code=${l.shareCode}`],
  ['404', () => '/no-such-page'],
  ['about', () => '/about'],
  ['how to buy', () => '/how-to-buy'],
  ['go-net', () => '/go-net'],
];
const CLIENT_STOPS: Array<[string, (l: Lots) => string]> = [
  ['car auctions', () => '/car-auction'],
  ['oneprice', () => '/oneprice'],
  ['sales statistics', () => '/sales-statistic'],
  ['favorites', () => '/favorites/A'],
  ['profile', () => '/profile'],
  ['change password', () => '/change-password'],
  ['auction lot', (l) => `/car-auction/${l.auction}`],
  ['oneprice lot', (l) => `/oneprice/${l.stock}`],
  ['sales-statistics lot', (l) => `/sales-statistic/${l.stats}`],
  ['404 signed in', () => '/no-such-page'],
  ['my bids', () => '/bids'],
  ['bid history', () => '/archive-bids'],
  ['dashboard', () => '/dashboard'],
  ['purchased cars', () => '/purchased-cars'],
  ['purchased car', (l) => `/purchased-cars/${l.purchase}`],
  ['payments', () => '/payments'],
  ['balance', () => '/balance'],
  ['how to buy signed in', () => '/how-to-buy'],
  ['make an order', () => '/make-an-order'],
  ['my orders', () => '/my-orders'],
  ['saved searches', () => '/saved-searches'],
];
const MANAGER_STOPS: Array<[string, (l: Lots) => string]> = [
  ['bid manager', () => '/bid-manager'],
  ['bid manager archive', () => '/bid-manager?tab=archive'],
  ['dashboard (manager)', () => '/dashboard'],
  ['purchased cars', () => '/purchased-cars'],
  ['purchased car (manager)', (l) => `/purchased-cars/${l.purchase}`],
  ['clients', () => '/clients'],
  ['orders', () => '/orders'],
];
const DEALER_STOPS: Array<[string, (l: Lots) => string]> = [
  ['dealer bids', () => '/dealer-bids'],
  ['dashboard (dealer)', () => '/dashboard'],
  ['purchased cars', () => '/purchased-cars'],
  ['payments', () => '/payments'],
];
const SIGN_IN = { client: DEMO.client, manager: DEMO.manager, dealer: DEMO.dealer } as const;

// One test per language, width and kind of visitor walks its stops in one page (one sign-in),
// and reports every stop's violations together: the matrix costs minutes, not a test per page.
for (const lang of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: 'reduce' });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      });

      for (const [who, stops] of [['visitor', VISITOR_STOPS], ['client', CLIENT_STOPS], ['manager', MANAGER_STOPS], ['dealer', DEALER_STOPS]] as const) {
        test(`${who} pages: no serious or critical violations`, async ({ page, browser }) => {
          // At least 135 s: signing in and the lots' lookup come first, and axe on a full bid list is slow on a busy machine.
          test.setTimeout(Math.max(stops.length, 3) * 45_000);
          // The lots are looked up in a page of their own, so a visitor's page stays signed out.
          const helper = await browser.newPage();
          const l = await demoLots(helper);
          await helper.close();
          if (who !== 'visitor') await signInAs(page, SIGN_IN[who], '/profile');
          const report: Record<string, string[]> = {};
          for (const [name, path] of stops) {
            const found = await test.step(name, () => seriousViolations(page, { name, path: path(l), signedIn: who !== 'visitor' }));
            const nodes = found.reduce((sum, v) => sum + v.nodes, 0);
            console.log(`[a11y] ${lang} ${width}px ${name}: ${nodes} (${found.map((v) => `${v.id}×${v.nodes}`).join(', ')})`);
            if (found.length > 0) report[name] = found.map((v) => `${v.id} (${v.impact}) ×${v.nodes}: ${v.targets.join(' | ')}`);
          }
          expect(report).toEqual({});
        });
      }
    });
  }
}

test.describe('keyboard and screen-reader behaviour', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a visitor’s page load logs no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/car-auction');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/auth/sign-up');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('paging moves focus to the list heading and announces the page; a dialog gives focus back to its opener', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, DEMO.client, '/car-auction');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(page.getByRole('link', { name: /^Lot \d+/ }).first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Page 2 of \d+$/ })).toHaveCount(1);

    await page.getByRole('link', { name: /^Lot \d+/ }).first().click();
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.click();
    await expect(page.getByRole('dialog', { name: 'Share this lot' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(share).toBeFocused();
  });

  // Every menu entry has its screen now: the 404 keeps the menu, and its entries are links.
  test('a signed-in 404 keeps the side menu, whose entries lead to their screens', async ({ page }) => {
    await signInAs(page, DEMO.client, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Car Auctions' })).toBeVisible();
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
