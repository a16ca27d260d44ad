import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// The bid lists (issue 12 §3, spec 2 §2): My bids, the dealer's All / Mine / Clients, the
// manager's filters, and the phone's cards with the sort and filter sheets.

interface BidListAnswer {
  cars: Array<{ bidId: number; lotNo: number; auctionName: string; user: { jasClientId: number; name: string } | null }>;
  counters: Array<{ status: number | string; count: number }>;
  pageInfo: { totalSearchResults: number };
}

/** The next successful answer of a bid list call whose query has `params` (null: absent; a RegExp: a matching value). */
function bidListAnswer(page: Page, path: string, params: Record<string, string | RegExp | null> = {}): Promise<BidListAnswer> {
  return page
    .waitForResponse((res) => {
      const url = new URL(res.url());
      if (url.pathname !== `/api/v1${path}` || !res.ok()) return false;
      return Object.entries(params).every(([key, want]) => {
        const got = url.searchParams.get(key);
        return want instanceof RegExp ? got !== null && want.test(got) : got === want;
      });
    })
    .then((res) => res.json() as Promise<BidListAnswer>);
}

const count = (answer: BidListAnswer, status: number | string) => answer.counters.find((c) => c.status === status)?.count ?? 0;

test('a client sees My bids: their counters, no Archive tab, the page size, lot links', async ({ page }) => {
  const first = bidListAnswer(page, '/bid/my-bid', { page: '1' });
  await signInAs(page, DEMO.client, '/bids');
  const answer = await first;
  expect(answer.cars.length).toBeGreaterThan(0);

  const total = answer.pageInfo.totalSearchResults;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`My bids · ${total} ${total === 1 ? 'bid' : 'bids'}`);
  const tabs = page.getByRole('tablist', { name: 'Bid status' });
  await expect(tabs.getByRole('tab', { name: `All ${count(answer, 'All')}` })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: /^Archive/ })).toHaveCount(0);
  // Issue 18 §2: clients choose the page size too.
  await expect(page.getByRole('group', { name: 'Per page' }).getByRole('button')).toHaveText(['20', '50', '70']);

  const table = page.getByRole('table', { name: /^My bids/ });
  await expect(table.getByRole('row')).toHaveCount(answer.cars.length + 1);
  const firstLot = answer.cars[0]!;
  await expect(table.getByRole('link', { name: `Lot ${firstLot.lotNo}` }).first()).toHaveAttribute('href', /^\/(car-auction|oneprice)\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Bids' })).toHaveAttribute('aria-current', 'page');

  // A status tab asks for that status, and its rows are all of it.
  const winCount = count(answer, 6);
  const wins = bidListAnswer(page, '/bid/my-bid', { bidStatus: '6' });
  await tabs.getByRole('tab', { name: /^Win/ }).click();
  const winAnswer = await wins;
  expect(winAnswer.pageInfo.totalSearchResults).toBe(winCount);
  await expect(page).toHaveURL(/tab=6/);
});

test('a dealer switches All / Mine / Clients', async ({ page }) => {
  const all = bidListAnswer(page, '/bid/dealer', { bidType: 'all' });
  await signInAs(page, DEMO.dealer, '/dealer-bids');
  const allAnswer = await all;
  const owners = page.getByRole('tablist', { name: 'Whose bids' });
  await expect(owners.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  const mine = bidListAnswer(page, '/bid/dealer', { bidType: 'mine' });
  await owners.getByRole('tab', { name: 'Mine' }).click();
  const mineAnswer = await mine;
  // Their own bids: one owner, and the manager who handles them instead of a name.
  expect(new Set(mineAnswer.cars.map((c) => c.user?.jasClientId)).size).toBeLessThanOrEqual(1);
  await expect(page.getByRole('table').getByText('Your manager').first()).toBeVisible();
  // No filters on their own bids (spec 2 §2).
  await expect(page.getByRole('group', { name: 'Filters' })).toHaveCount(0);

  const clients = bidListAnswer(page, '/bid/dealer', { bidType: 'clients' });
  await owners.getByRole('tab', { name: 'Clients' }).click();
  const clientsAnswer = await clients;
  const own = mineAnswer.cars[0]?.user?.jasClientId;
  expect(clientsAnswer.cars.every((c) => c.user && c.user.jasClientId !== own)).toBe(true);
  expect(mineAnswer.pageInfo.totalSearchResults + clientsAnswer.pageInfo.totalSearchResults).toBe(allAnswer.pageInfo.totalSearchResults);
  const someClient = clientsAnswer.cars[0]!.user!.name;
  await expect(page.getByRole('table').getByText(someClient).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Client' })).toBeVisible();
});

test('a manager filters the bid manager by auction, and removes the filter', async ({ page }) => {
  const first = bidListAnswer(page, '/bid/index', { page: '1' });
  await signInAs(page, DEMO.manager, '/bid-manager');
  const answer = await first;
  const tabs = page.getByRole('tablist', { name: 'Bid status' });
  await expect(tabs.getByRole('tab', { name: `Results to confirm ${count(answer, 'AwaitingResult')}` })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: `Archive ${count(answer, 'Archive')}` })).toBeVisible();

  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Auction' }).click();
  const options = page.getByRole('listbox', { name: 'Auction' });
  const option = options.getByRole('option').first();
  const auction = (await option.innerText()).trim();
  const filtered = bidListAnswer(page, '/bid/index', { auction: /^\d+$/ });
  await option.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByText(`Auction: ${auction}`)).toBeVisible();
  const narrowed = await filtered;
  expect(narrowed.cars.length).toBeGreaterThan(0);
  expect(narrowed.cars.every((c) => c.auctionName === auction)).toBe(true);
  expect(narrowed.pageInfo.totalSearchResults).toBeLessThan(answer.pageInfo.totalSearchResults);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Bid manager · ${narrowed.pageInfo.totalSearchResults} bids?$`));

  const back = bidListAnswer(page, '/bid/index', { auction: null });
  await page.getByRole('button', { name: `Remove: Auction: ${auction}` }).click();
  expect((await back).pageInfo.totalSearchResults).toBe(answer.pageInfo.totalSearchResults);
  await expect(page).not.toHaveURL(/auction=/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('cards, the sort sheet and the filter sheet', async ({ page }) => {
    const first = bidListAnswer(page, '/bid/index', { page: '1' });
    await signInAs(page, DEMO.manager, '/bid-manager');
    await first;
    const cards = page.getByRole('list', { name: /^Bid manager/ });
    await expect(cards).toHaveAttribute('data-layout', 'compact');
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    const sorted = bidListAnswer(page, '/bid/index', { sort: 'lotNo', order: 'ASC' });
    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('dialog', { name: 'Sort' }).getByRole('radio', { name: 'Lot: ascending' }).click();
    const sortedAnswer = await sorted;
    const lotNos = sortedAnswer.cars.map((c) => c.lotNo);
    expect(lotNos).toEqual([...lotNos].sort((a, b) => a - b));
    await expect(cards.getByRole('link', { name: /^Lot \d+$/ }).first()).toHaveText(`Lot ${lotNos[0]}`);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: 'Auction' }).click();
    const option = page.getByRole('listbox', { name: 'Auction' }).getByRole('option').first();
    const auction = (await option.innerText()).trim();
    await option.click();
    await page.getByRole('button', { name: 'Back to the filters' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Auction 1 selected' })).toBeVisible();
    const filtered = bidListAnswer(page, '/bid/index', { sort: 'lotNo', auction: /^\d+$/ });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('list', { name: 'Applied filters' }).getByText(`Auction: ${auction}`)).toBeVisible();
    const narrowed = await filtered;
    expect(narrowed.cars.every((c) => c.auctionName === auction)).toBe(true);
  });
});
