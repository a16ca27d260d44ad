import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAs } from '../fixtures';
import { E2E_URL } from '../playwright.config';

// The bid manager's actions (spec 2 §4 "Bid status", "Sold price editing", "Undo"; issue 12 §3),
// against the real server at 1440 px. The spec makes its own bids through the API: the VIP client
// (no credit-limit check) orders two stock cars in one bid group and bids on a coming auction in
// another. The server clock is not moved here: a stock car is never "before its auction day", so
// it is where a New bid can go to Bid at any hour; the coming auction shows the future-day rules.

const origin = { origin: E2E_URL };
/** ¥ with space thousands separators. */
const yen = (n: number) => `¥${n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;

interface Placed {
  bidId: number;
  lotNo: number;
  price: number;
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/v1/auth', { data: { email, password: DEMO_PASSWORD }, headers: origin });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

async function placeBid(request: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/v1/bid/create', { data: { bidType: 1, confirm: 1, comment: '', ...body }, headers: origin });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { bidId: number }).bidId;
}

interface ListedLot {
  id: number;
  lotNo: number;
  startPrice: number | null;
  soldPrice: number | null;
  myBid?: boolean;
}

async function lotsOf(request: APIRequestContext, path: string): Promise<ListedLot[]> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { carsList: ListedLot[] }).carsList.filter((l) => !l.myBid);
}

/**
 * Two bid groups the client has never used (GET /bid/group lists the used ones): a retry on the
 * same server must not find its group already won.
 */
async function freshGroups(request: APIRequestContext): Promise<[number, number]> {
  const used = new Set(((await (await request.get('/api/v1/bid/group')).json()) as Array<{ value: number }>).map((g) => g.value));
  const free = Array.from({ length: 80 }, (_, i) => 20 + i).filter((g) => !used.has(g));
  return [free[0]!, free[1]!];
}

/** The client's bids for the test: two stock orders in one group, one bid on a coming auction in another. */
async function clientBids(request: APIRequestContext) {
  const [GROUP, FUTURE_GROUP] = await freshGroups(request);
  const stock = (await lotsOf(request, '/api/v1/stock/listing?pageSize=100')).filter((l) => l.soldPrice);
  // Distinct lot numbers, so each row is found by its number alone.
  const [a, b] = stock.filter((l, i) => stock.findIndex((o) => o.lotNo === l.lotNo) === i);
  expect(b, 'two stock cars without a bid').toBeDefined();
  const placed = async (lot: ListedLot): Promise<Placed> => ({
    bidId: await placeBid(request, { amount: lot.soldPrice, bidGroup: GROUP, carId: lot.id, lotType: 'stock' }),
    lotNo: lot.lotNo,
    price: lot.soldPrice!,
  });
  const coming = (await lotsOf(request, '/api/v1/car-auction/listing?sort=auctionDate&order=DESC&pageSize=50')).find((l) => l.lotNo !== a!.lotNo && l.lotNo !== b!.lotNo);
  const amount = Math.ceil((coming!.startPrice ?? 5000) / 5000) * 5000;
  const future: Placed = { bidId: await placeBid(request, { amount, bidGroup: FUTURE_GROUP, carId: coming!.id, lotType: 'auction' }), lotNo: coming!.lotNo, price: amount };
  return { a: await placed(a!), b: await placed(b!), future, GROUP, FUTURE_GROUP };
}

const row = (page: Page, lotNo: number) => page.getByRole('row').filter({ has: page.getByRole('link', { name: `Lot ${lotNo}`, exact: true }) });
const statusGroup = (page: Page, lotNo: number) => page.getByRole('group', { name: `Status of the bid on lot ${lotNo}` });
const statusChange = (page: Page, bidId: number) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/bid/update-bid-status') && r.request().method() === 'PUT' && (r.request().postDataJSON() as { bidId: number }).bidId === bidId);

test('a manager moves a bid New -> Bid, confirms a Win with its sold price, the group turns Don\'t bid, a failed save is undone, and the client sees both', async ({ page, browser }) => {
  const client = await signedIn(browser, DEMO.vip);
  const vipId = ((await (await client.request.get('/api/v1/user/view-profile')).json()) as { detail: { userId: number } }).detail.userId;
  const { a, b, future, GROUP, FUTURE_GROUP } = await clientBids(client.request);

  await signInAs(page, DEMO.manager, `/bid-manager?user=${vipId}&bidGroups=${FUTURE_GROUP},${GROUP}`);
  await expect(row(page, a.lotNo)).toBeVisible();
  await expect(row(page, b.lotNo)).toBeVisible();
  await expect(row(page, future.lotNo)).toBeVisible();
  for (const lot of [a, b, future]) await expect(statusGroup(page, lot.lotNo).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');

  await test.step('a coming auction: New cannot go to Bid or Don\'t bid yet, and a Win asks twice', async () => {
    const group = statusGroup(page, future.lotNo);
    await expect(group.getByRole('button', { name: 'Bid', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(group.getByRole('button', { name: "Don't bid" })).toHaveAttribute('aria-disabled', 'true');
    await group.getByRole('button', { name: 'Bid', exact: true }).hover();
    await expect(page.getByRole('tooltip')).toContainText("a New bid can be set to Bid or Don't bid on the auction day");
    await group.getByRole('button', { name: 'Win' }).click();
    const first = page.getByRole('dialog', { name: 'Record a win?' });
    await first.getByLabel('Sold price').fill(String(future.price));
    await first.getByRole('button', { name: 'Record the win' }).click();
    const second = page.getByRole('alertdialog', { name: 'The auction has not taken place yet' });
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: 'Cancel' }).click();
    await expect(second).toHaveCount(0);
    await expect(group.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('New -> Bid on a bid that is not before its auction day', async () => {
    const saved = statusChange(page, a.bidId);
    await statusGroup(page, a.lotNo).getByRole('button', { name: 'Bid', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(statusGroup(page, a.lotNo).getByRole('button', { name: 'Bid', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('Win with its sold price: the other bid of the group turns Don\'t bid', async () => {
    await statusGroup(page, a.lotNo).getByRole('button', { name: 'Win' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a win?' });
    await expect(dialog).toContainText(`other bids in group ${GROUP} become Don't bid`);
    const price = dialog.getByLabel('Sold price');
    await price.fill(String(a.price));
    await expect(price).toHaveValue(yen(a.price).slice(1));
    const saved = statusChange(page, a.bidId);
    await dialog.getByRole('button', { name: 'Record the win' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ bidId: a.bidId, status: 6, soldPrice: a.price, confirm: 1 });
    await expect(statusGroup(page, a.lotNo).getByRole('button', { name: 'Win' })).toHaveAttribute('aria-pressed', 'true');
    // The group's other bid is settled: its status reads Don't bid, with no buttons left.
    await expect(statusGroup(page, b.lotNo)).toHaveCount(0);
    await expect(row(page, b.lotNo)).toContainText("Don't bid");
    // The coming auction's bid is in another group: untouched.
    await expect(statusGroup(page, future.lotNo).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('a sold-price save that fails is undone', async () => {
    const won = row(page, a.lotNo);
    await page.route('**/api/v1/bid/update-sold-price', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'internal_error' }) }));
    await won.getByRole('button', { name: `Sold price ${yen(a.price)}: change` }).click();
    const input = won.getByRole('textbox', { name: 'Sold price' });
    await input.fill(String(a.price + 10_000));
    await expect(input).toHaveValue(yen(a.price + 10_000).slice(1));
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/v1/bid/update-sold-price'));
    await input.press('Enter');
    expect((await failed).status()).toBe(500);
    const error = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await expect(error).toContainText('The information has not been changed');
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(won.getByRole('button', { name: `Sold price ${yen(a.price)}: change` })).toBeVisible();
    await page.unroute('**/api/v1/bid/update-sold-price');
    // And the server still has the confirmed price.
    await page.reload();
    await expect(row(page, a.lotNo).getByRole('button', { name: `Sold price ${yen(a.price)}: change` })).toBeVisible();
  });

  await test.step('the client sees both in My bids: the Win with its price and the Don\'t bid', async () => {
    await client.goto(`/bids?bidGroups=${GROUP}`);
    const mine = (lotNo: number) => row(client, lotNo);
    await expect(mine(a.lotNo)).toContainText('Win');
    await expect(mine(a.lotNo)).toContainText(yen(a.price));
    await expect(mine(b.lotNo)).toContainText("Don't bid");
    // Read-only: no status buttons, no price editor for the client.
    await expect(client.getByRole('group', { name: /Status of the bid/ })).toHaveCount(0);
    await expect(client.getByRole('button', { name: /Sold price .*: change/ })).toHaveCount(0);
  });
  await client.context().close();
});

test('a manager edits a bid (price, adjustment, export type) and switches auto-bid; both hold after a reload', async ({ page, browser }) => {
  const client = await signedIn(browser, DEMO.vip);
  const vipId = ((await (await client.request.get('/api/v1/user/view-profile')).json()) as { detail: { userId: number } }).detail.userId;
  const [group] = await freshGroups(client.request);
  const lot = (await lotsOf(client.request, '/api/v1/car-auction/listing?sort=auctionDate&order=DESC&pageSize=50'))[0]!;
  const amount = Math.ceil((lot.startPrice ?? 5000) / 5000) * 5000;
  await placeBid(client.request, { amount, bidGroup: group, carId: lot.id, lotType: 'auction' });
  await client.context().close();

  await signInAs(page, DEMO.manager, `/bid-manager?user=${vipId}&bidGroups=${group}`);
  const bidRow = row(page, lot.lotNo);
  await bidRow.getByRole('button', { name: `Edit the bid on lot ${lot.lotNo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit bid' });
  await expect(dialog.getByRole('link', { name: new RegExp(`Lot ${lot.lotNo}`) })).toHaveAttribute('href', `/car-auction/${lot.id}`);
  await dialog.getByLabel('Bid price').fill(String(amount + 2000));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Bid price')).toHaveAccessibleDescription('The bid must be a multiple of ¥5 000');
  await dialog.getByLabel('Bid price').fill(String(amount + 5000));
  await dialog.getByLabel('Adjustment price').fill('-10000');
  await dialog.getByLabel('Bid type').selectOption({ label: 'Half cut' });
  const price = page.waitForResponse((r) => r.url().endsWith('/api/v1/bid/update-bid-price'));
  const adjustment = page.waitForResponse((r) => r.url().endsWith('/api/v1/bid/update-adjustment-price'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await price).status()).toBe(200);
  expect((await adjustment).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(bidRow).toContainText(yen(amount + 5000));
  await expect(bidRow).toContainText('Half cut');
  await expect(bidRow).toContainText('-¥10 000');

  const toggle = bidRow.getByRole('switch', { name: `Auto-bid on lot ${lot.lotNo}` });
  await expect(toggle).not.toBeChecked();
  // One flip: the 400 ms debounce of quick flips is the unit tests' (a busy machine clicks slowly).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/bid/update-auto-bid'));
  await toggle.click();
  await expect(toggle).toBeChecked();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ autoBid: true });
  await page.reload();
  await expect(row(page, lot.lotNo).getByRole('switch', { name: `Auto-bid on lot ${lot.lotNo}` })).toBeChecked();
  await expect(row(page, lot.lotNo)).toContainText(yen(amount + 5000));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a manager changes a status and records a Win from a bid card', async ({ page, browser }) => {
    const client = await signedIn(browser, DEMO.vip);
    const vipId = ((await (await client.request.get('/api/v1/user/view-profile')).json()) as { detail: { userId: number } }).detail.userId;
    const [group] = await freshGroups(client.request);
    const car = (await lotsOf(client.request, '/api/v1/stock/listing?pageSize=100')).find((l) => l.soldPrice)!;
    const bidId = await placeBid(client.request, { amount: car.soldPrice, bidGroup: group, carId: car.id, lotType: 'stock' });
    await client.context().close();

    await signInAs(page, DEMO.manager, `/bid-manager?user=${vipId}&bidGroups=${group}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Lot ${car.lotNo}`, exact: true }) });
    const statuses = card.getByRole('group', { name: `Status of the bid on lot ${car.lotNo}` });
    await expect(statuses.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    const saved = statusChange(page, bidId);
    await statuses.getByRole('button', { name: 'Bid', exact: true }).tap();
    expect((await saved).status()).toBe(200);
    await expect(statuses.getByRole('button', { name: 'Bid', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // Escape puts the old price back; nothing is saved.
    const priceButton = card.getByRole('button', { name: /^Sold price .*: change$/ });
    const before = await priceButton.textContent();
    await priceButton.tap();
    await card.getByRole('textbox', { name: 'Sold price' }).fill('123456');
    await card.getByRole('textbox', { name: 'Sold price' }).press('Escape');
    await expect(card.getByRole('textbox', { name: 'Sold price' })).toHaveCount(0);
    await expect(priceButton).toHaveText(before!);

    await statuses.getByRole('button', { name: 'Win' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Record a win?' });
    await dialog.getByLabel('Sold price').fill(String(car.soldPrice));
    const won = statusChange(page, bidId);
    await dialog.getByRole('button', { name: 'Record the win' }).tap();
    expect((await won).status()).toBe(200);
    await expect(statuses.getByRole('button', { name: 'Win' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('button', { name: `Sold price ${yen(car.soldPrice!)}: change` })).toBeVisible();
  });
});
