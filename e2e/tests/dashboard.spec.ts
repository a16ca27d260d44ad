import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// The dashboard (issue 14 §3) against the real server and the demo data at 1440 px: each tile
// opens its list already filtered, and the list shows what the tile counted.

interface Dashboard {
  dashboard:
    | { kind: 'client' | 'dealer'; awaitingResults: number; activeBids: Array<{ status: number | string; count: number }>; recentPurchases: Array<{ id: number; status: number | null; statusLabel: string }> }
    | { kind: 'manager'; today: string; newBidsToday: number; resultsToConfirm: number; todayAuctions: Array<{ id: number; name: string; bids: number }> };
}

/** Opens /dashboard signed in as `email`, with the answer the page was drawn from. */
async function openDashboard(page: Page, email: string): Promise<Dashboard['dashboard']> {
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/dashboard' && res.ok());
  await signInAs(page, email, '/dashboard');
  const data = ((await (await answer).json()) as Dashboard).dashboard;
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return data;
}

const bidTabs = (page: Page) => page.getByRole('tablist', { name: 'Bid status' });

test('a client s tiles open My bids on the status they count and the purchased cars of a status', async ({ page }) => {
  const d = await openDashboard(page, DEMO.client);
  if (d.kind === 'manager') throw new Error('a client s dashboard');
  // Which statuses have active bids depends on the Tokyo hour (Bid bids of today's auctions wait
  // for their results in the afternoon): the first status that has some is followed.
  const STATUS_NAME: Record<number, string> = { 1: 'New', 2: 'Bid', 6: 'Win' };
  const chip = d.activeBids.find((c) => typeof c.status === 'number' && STATUS_NAME[c.status] && c.count > 0);
  expect(chip, 'the demo client has active bids').toBeTruthy();
  const name = `${STATUS_NAME[chip!.status as number]} ${chip!.count}`;

  // The status chip: My bids on that tab, with the same count.
  await page.getByRole('region', { name: 'Active bids by status' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/bids\\?tab=${chip!.status}$`));
  await expect(bidTabs(page).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

  // Results waiting: My bids filtered to them, as many as the tile counted (issue 18 §2).
  await page.goBack();
  const waiting = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/bid/my-bid' && new URL(res.url()).searchParams.get('awaitingResult') === '1');
  await page.getByRole('link', { name: /^Results waiting/ }).click();
  await expect(page).toHaveURL(/\/bids\?awaitingResult=1$/);
  const listed = (await (await waiting).json()) as { pageInfo: { totalResults: number } };
  expect(listed.pageInfo.totalResults).toBe(d.awaitingResults);
  await expect(page.getByRole('button', { name: 'Remove: Results waiting' })).toBeVisible();

  // A recent purchase's status: the purchased cars of that status.
  await page.goBack();
  const car = d.recentPurchases[0]!;
  const status = car.status ?? 0;
  await page.getByRole('link', { name: `Purchased cars with status ${car.statusLabel}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/purchased-cars\\?status=${status}$`));
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue(String(status));
  await expect(page.locator(`a[href="/purchased-cars/${car.id}"]`).first()).toBeVisible();
});

test('a manager s tiles open the bid manager on the results to confirm and on today s new bids', async ({ page }) => {
  const d = await openDashboard(page, DEMO.manager);
  if (d.kind !== 'manager') throw new Error('a manager s dashboard');

  await page.getByRole('link', { name: /^Results to confirm/ }).click();
  await expect(page).toHaveURL(/\/bid-manager\?tab=awaiting$/);
  await expect(bidTabs(page).getByRole('tab', { name: `Results to confirm ${d.resultsToConfirm}` })).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await page.getByRole('link', { name: /^New bids on today's auctions/ }).click();
  await expect(page).toHaveURL(new RegExp(`/bid-manager\\?tab=1&auctionDate=${d.today}$`));
  await expect(bidTabs(page).getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
  // The day's filter is applied: its chip is there to remove.
  await expect(page.getByRole('button', { name: /^Remove: / }).first()).toBeVisible();

  // One of today's auctions: the bid manager on that auction and day.
  if (d.todayAuctions.length > 0) {
    await page.goBack();
    const auction = d.todayAuctions[0]!;
    await page.getByRole('link', { name: new RegExp(`^${auction.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/bid-manager\\?auctionDate=${d.today}&auction=${auction.id}$`));
  }
});
