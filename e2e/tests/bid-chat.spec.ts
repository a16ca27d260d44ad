import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../fixtures';
import { E2E_URL } from '../playwright.config';

// Issue 13: the bid chat and live updates between two people at once. A client (the VIP, no
// credit-limit check) bids on a coming auction through the API; the client and a manager each
// have their own browser context at 1440 px, and nothing is reloaded: what one does reaches the
// other through the event stream. The server clock is not moved here.

const origin = { origin: E2E_URL };

async function signedIn(browser: Browser, email: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_URL, viewport });
  const page = await context.newPage();
  const res = await page.request.post('/api/v1/auth', { data: { email, password: DEMO_PASSWORD }, headers: origin });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** A bid on a coming auction (days ahead: a Win keeps it in the active list) in a group of its own. */
async function comingBid(request: APIRequestContext): Promise<{ bidId: number; lotId: number; lotNo: number; amount: number; group: number }> {
  const used = new Set(((await (await request.get('/api/v1/bid/group')).json()) as Array<{ value: number }>).map((g) => g.value));
  const group = Array.from({ length: 80 }, (_, i) => 20 + i).find((g) => !used.has(g))!;
  const listing = await request.get('/api/v1/car-auction/listing?sort=auctionDate&order=DESC&pageSize=50');
  const lots = ((await listing.json()) as { carsList: Array<{ id: number; lotNo: number; startPrice: number | null; myBid?: boolean }> }).carsList;
  // The last of the page: the other bid specs take the first ones.
  const lot = lots.filter((l) => !l.myBid).at(-1)!;
  const amount = Math.ceil((lot.startPrice ?? 5000) / 5000) * 5000;
  const res = await request.post('/api/v1/bid/create', { data: { bidType: 1, confirm: 1, comment: '', amount, bidGroup: group, carId: lot.id, lotType: 'auction' }, headers: origin });
  expect(res.status(), await res.text()).toBe(200);
  return { bidId: ((await res.json()) as { bidId: number }).bidId, lotId: lot.id, lotNo: lot.lotNo, amount, group };
}

const row = (page: Page, lotNo: number) => page.getByRole('row').filter({ has: page.getByRole('link', { name: `Lot ${lotNo}`, exact: true }) });
const chatButton = (page: Page, lotNo: number) => row(page, lotNo).getByRole('button', { name: /^Chat:/ });
/** Serious or critical WCAG 2.2 AA violations inside the open dialog (the a11y spec walks pages, not dialogs). */
async function dialogViolations(page: Page) {
  await expect(page.locator('[role="dialog"] .animate-spin')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Waits until the page's event stream is open (the app opens it once signed in). */
const streamOpened = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/events' && r.status() === 200);

test('a client and a manager chat on a bid and see each other live; the manager s Win reaches My bids; History lists the changes', async ({ browser }) => {
  const client = await signedIn(browser, DEMO.vip);
  const vipId = ((await (await client.request.get('/api/v1/user/view-profile')).json()) as { detail: { userId: number } }).detail.userId;
  const bid = await comingBid(client.request);
  const manager = await signedIn(browser, DEMO.manager);

  const managerStream = streamOpened(manager);
  await manager.goto(`/bid-manager?user=${vipId}&bidGroups=${bid.group}`);
  await managerStream;
  await expect(chatButton(manager, bid.lotNo)).toHaveAccessibleName('Chat: No messages');

  const clientStream = streamOpened(client);
  await client.goto(`/bids?bidGroups=${bid.group}`);
  await clientStream;
  const question = `Is lot ${bid.lotNo} free of rust? <b>not bold</b>`;

  await test.step('the client writes: the message shows at once and the input clears', async () => {
    await chatButton(client, bid.lotNo).click();
    const chat = client.getByRole('dialog', { name: 'Bid chat' });
    await expect(chat.getByText('No messages yet')).toBeVisible();
    // Clients have no History tab.
    await expect(chat.getByRole('tab')).toHaveCount(0);
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill(question);
    const saved = client.waitForResponse((r) => r.url().endsWith('/api/v1/bid/save-chat'));
    await input.press('Enter');
    await expect(input).toHaveValue('');
    expect((await saved).status()).toBe(200);
    // Text stays text.
    await expect(chat.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([new RegExp(`You: ${question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)]);
  });

  await test.step('the manager s bid manager shows the message with the unread dot, without a reload', async () => {
    await expect(chatButton(manager, bid.lotNo)).toHaveAccessibleName(`Chat: Unread messages, ${question}`);
  });

  const answer = 'Yes, the underbody is clean.';
  await test.step('the manager opens the chat (it turns read) and answers; the client s open chat shows the answer', async () => {
    await chatButton(manager, bid.lotNo).click();
    const chat = manager.getByRole('dialog', { name: 'Bid chat' });
    await expect(chat.getByText(question)).toBeVisible();
    await chat.getByRole('textbox', { name: 'Message' }).fill(answer);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText(answer)).toBeVisible();
    expect(await dialogViolations(manager)).toEqual([]);

    const clientChat = client.getByRole('dialog', { name: 'Bid chat' });
    await expect(clientChat.getByRole('listitem').filter({ hasText: answer })).toContainText(`Manager: ${answer}`);
    // Read there while open: the client's row has no unread dot after the dialog closes.
    await client.keyboard.press('Escape');
    await expect(clientChat).toHaveCount(0);
    await expect(chatButton(client, bid.lotNo)).toBeFocused();
    await expect(chatButton(client, bid.lotNo)).toHaveAccessibleName(`Chat: ${answer}`);
    // The manager's row: read, with the answer as its last message.
    await manager.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
    await expect(chatButton(manager, bid.lotNo)).toHaveAccessibleName(`Chat: ${answer}`);
  });

  await test.step('the manager records a Win: the client s My bids shows it without a reload', async () => {
    const mine = row(client, bid.lotNo);
    await expect(mine.getByText('New', { exact: true })).toBeVisible();
    const status = manager.getByRole('group', { name: `Status of the bid on lot ${bid.lotNo}` });
    await status.getByRole('button', { name: 'Win' }).click();
    const first = manager.getByRole('dialog', { name: 'Record a win?' });
    await first.getByLabel('Sold price').fill(String(bid.amount));
    await first.getByRole('button', { name: 'Record the win' }).click();
    const saved = manager.waitForResponse((r) => r.url().endsWith('/api/v1/bid/update-bid-status') && r.request().method() === 'PUT');
    await manager.getByRole('alertdialog', { name: 'The auction has not taken place yet' }).getByRole('button', { name: 'Yes, record the win' }).click();
    expect((await saved).status()).toBe(200);
    await expect(status.getByRole('button', { name: 'Win' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mine.getByText('Win', { exact: true })).toBeVisible();
    await expect(mine.getByText('New', { exact: true })).toHaveCount(0);
  });

  await test.step('the History tab lists the changes, the client s own action highlighted', async () => {
    await chatButton(manager, bid.lotNo).click();
    const chat = manager.getByRole('dialog', { name: 'Bid chat' });
    await chat.getByRole('tab', { name: 'History' }).click();
    const entries = chat.getByRole('list', { name: 'Bid history' }).getByRole('listitem');
    await expect(entries.first()).toContainText('Bid placed');
    await expect(entries.first()).toHaveAttribute('data-highlighted', 'true');
    const win = entries.filter({ hasText: /→ Win/ });
    await expect(win).toHaveCount(1);
    await expect(win).toContainText('Kenji Sato');
    await expect(win).not.toHaveAttribute('data-highlighted');
    expect(await dialogViolations(manager)).toEqual([]);
  });

  await client.context().close();
  await manager.context().close();
});

test('on a phone the my-bid card s chat button gets the unread dot live and opens the chat full-screen', async ({ browser }) => {
  const client = await signedIn(browser, DEMO.vip, { width: 390, height: 844 });
  const bid = await comingBid(client.request);
  const manager = await signedIn(browser, DEMO.manager);

  const stream = streamOpened(client);
  await client.goto(`/car-auction/${bid.lotId}`);
  await stream;
  const card = client.getByRole('region', { name: 'My bid' });
  const button = card.getByRole('button', { name: /^Chat with your manager/ });
  await expect(button).toHaveAccessibleName('Chat with your manager');

  const answer = `Lot ${bid.lotNo}: the auction sheet says grade 4.`;
  const said = await manager.request.post('/api/v1/bid/save-chat', { data: { bidId: bid.bidId, comment: answer }, headers: origin });
  expect(said.status(), await said.text()).toBe(200);
  await expect(button).toHaveAccessibleName('Chat with your manager Unread messages');

  await button.click();
  const chat = client.getByRole('dialog', { name: 'Bid chat' });
  await expect(chat.getByRole('listitem').filter({ hasText: answer })).toContainText(`Manager: ${answer}`);
  const box = await chat.boundingBox();
  expect(box && Math.round(box.width)).toBe(390);
  expect(await dialogViolations(client)).toEqual([]);
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName('Chat with your manager');

  await client.context().close();
  await manager.context().close();
});
