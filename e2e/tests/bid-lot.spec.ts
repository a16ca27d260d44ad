import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { balanceOf, cancelActiveBids, openLatestLot } from './bid-fixtures';

// Bidding on the car-auction lot page (spec 2 §4 "Bid placing flow", "My bid and cancellation",
// §5 bid amount and client search, §6 biddingAllowed), against the real server at 1440 px.

/** ¥ with space thousands separators, the sign before the symbol. */
const yen = (n: number) => `${n < 0 ? '-' : ''}¥${Math.abs(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;
const panel = (page: Page) => page.getByRole('region', { name: 'Place a bid' });
const myBid = (page: Page) => page.getByRole('region', { name: 'My bid' });

/** The confirm modal's texts: the client's own, or a manager's bid for a client (spec 2 §4). */
const OWN = { confirmTitle: 'Confirm your bid', terms: /I agree to the bidding terms/, success: 'Your bid is placed' };
const FOR_CLIENT = { confirmTitle: 'Confirm the bid for the client', terms: /The client agrees to the bidding terms/, success: 'The bid is placed for the client' };

async function confirmBid(page: Page, texts = OWN) {
  const dialog = page.getByRole('dialog', { name: texts.confirmTitle });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm bid' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: texts.terms }).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  return page.getByRole('dialog', { name: texts.success });
}

test('a client places a bid through the confirm modal, sees the my-bid card, raises it and cancels it', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  await cancelActiveBids(page);
  const lot = await openLatestLot(page, 0);
  await expect(myBid(page)).toHaveCount(0);

  const amount = panel(page).getByLabel('Your bid');
  await expect(panel(page)).toContainText(`Minimum ${yen(lot.minimum)}`);
  // Off the ¥5 000 step: the message on blur, gone as soon as the amount changes.
  await amount.fill(String(lot.minimum + 2000));
  await expect(amount).toHaveValue(yen(lot.minimum + 2000).slice(1));
  await amount.blur();
  await expect(amount).toHaveAccessibleDescription('The bid must be a multiple of ¥5 000');
  await amount.fill(String(lot.minimum));
  await expect(amount).not.toHaveAttribute('aria-invalid');
  await panel(page).getByLabel('Bid type').selectOption({ label: 'Whole car' });
  await expect(panel(page).getByText('The car is exported whole, ready to register and drive.')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Place bid' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your bid' });
  await expect(confirm).toContainText(yen(lot.minimum));
  await expect(confirm).toContainText('Whole car');
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/bid/create') && r.request().method() === 'POST');
  const success = await confirmBid(page);
  expect((await placed).request().postDataJSON()).toMatchObject({ amount: lot.minimum, carId: lot.id, bidType: 1, confirm: 1, lotType: 'auction' });
  await expect(success).toContainText(yen(lot.minimum));
  await expect(success.getByText('Current balance')).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).last().click();
  await expect(success).toHaveCount(0);
  await expect(amount).toHaveValue('');

  // The card, also after a reload (the server's bid, not only the page's memory).
  await expect(myBid(page)).toContainText(yen(lot.minimum));
  await expect(myBid(page)).toContainText('New');
  await page.reload();
  await expect(myBid(page)).toContainText(yen(lot.minimum));
  await expect(myBid(page)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} JST/);

  // Raise: the form prefilled one step higher.
  await myBid(page).getByRole('button', { name: 'Raise' }).click();
  await expect(panel(page).getByLabel('Your bid')).toHaveValue(yen(lot.minimum + 5000).slice(1));
  await panel(page).getByRole('button', { name: 'Raise bid' }).click();
  const raised = await confirmBid(page);
  await expect(raised).toContainText(yen(lot.minimum + 5000));
  await raised.getByRole('button', { name: 'Close' }).last().click();
  await expect(myBid(page)).toContainText(yen(lot.minimum + 5000));

  // Cancel: status 4, the card clears, and stays cleared after a reload.
  await myBid(page).getByRole('button', { name: 'Cancel bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your bid?' });
  await expect(dialog).toContainText(`Your bid of ${yen(lot.minimum + 5000)} on this lot will be cancelled.`);
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/v1/bid/update-bid-status'));
  await dialog.getByRole('button', { name: 'Cancel bid' }).click();
  expect((await cancelled).request().postDataJSON()).toMatchObject({ status: 4 });
  await expect(dialog).toHaveCount(0);
  await expect(myBid(page)).toHaveCount(0);
  await page.reload();
  await expect(panel(page).getByRole('button', { name: 'Place bid' })).toBeVisible();
  await expect(myBid(page)).toHaveCount(0);
});

test('a bid above the credit opens the credit-limit modal with its four figures and sends nothing', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  const lot = await openLatestLot(page, 1);
  const balance = await balanceOf(page);
  const tooMuch = Math.max(balance.bidAllow, lot.minimum) + 100_000_000;

  let posted = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/bid/create')) posted = true;
  });
  await panel(page).getByLabel('Your bid').fill(String(tooMuch));
  await panel(page).getByRole('button', { name: 'Place bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit limit exceeded' });
  await expect(dialog).toContainText('You do not have enough credit to bid on this lot. Please contact your manager to make a deposit');
  const figure = (label: string) => dialog.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Maximum bid allowed')).toHaveText(yen(balance.bidAllow));
  await expect(figure('Credit limit')).toHaveText(yen(balance.creditLimit));
  await expect(figure('Current balance')).toHaveText(yen(balance.balance));
  await expect(figure('Active bids')).toHaveText(`${balance.activeBids} ${balance.activeBids === 1 ? 'bid' : 'bids'}`);
  await expect(dialog.getByRole('link', { name: 'Message the manager' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
  // Backing out keeps what was typed.
  await expect(panel(page).getByLabel('Your bid')).toHaveValue(yen(tooMuch).slice(1));
  expect(posted).toBe(false);
});

test('a manager finds a client by e-mail and bids for them', async ({ page }) => {
  // The client's own seeded bids could use up the credit this bid is checked against.
  await signInAs(page, DEMO.client, '/car-auction');
  await cancelActiveBids(page);
  await page.context().clearCookies();

  await signInAs(page, DEMO.manager, '/car-auction');
  const lot = await openLatestLot(page, 2);
  const managerPanel = () => page.getByRole('region', { name: 'Bid for a client' });
  const client = managerPanel().getByRole('combobox', { name: 'Client' });
  await client.fill('cli');
  await expect(managerPanel().getByText('Type at least 4 characters to search')).toBeVisible();
  const searched = page.waitForResponse((r) => r.url().includes('/api/v1/user/search?user=client%40demo.example'));
  await client.fill('client@demo.example');
  await searched;
  const option = managerPanel().getByRole('option', { name: /^Oliver Bennett \(.*client@demo\.example\)$/ });
  await option.click();
  await expect(managerPanel().getByText(/^Oliver Bennett \(/)).toBeVisible();

  await managerPanel().getByLabel('Bid amount').fill(String(lot.minimum + 10_000));
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/bid/bid-from-manager'));
  await managerPanel().getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByRole('dialog', { name: FOR_CLIENT.confirmTitle })).toContainText('Oliver Bennett');
  const success = await confirmBid(page, FOR_CLIENT);
  const body = (await placed).request().postDataJSON() as { userId: unknown; amount: number };
  expect(typeof body.userId).toBe('string');
  expect(body.amount).toBe(lot.minimum + 10_000);
  await expect(success).toContainText(yen(lot.minimum + 10_000));
  await success.getByRole('button', { name: 'Close' }).last().click();

  // The client sees it as their bid.
  await page.context().clearCookies();
  await signInAs(page, DEMO.client, `/car-auction/${lot.id}`);
  await expect(myBid(page)).toContainText(yen(lot.minimum + 10_000));
});

test('a restricted account sees the restricted notice instead of the bid form', async ({ page }) => {
  await signInAs(page, DEMO.restricted, '/car-auction');
  await openLatestLot(page, 0);
  const notice = page.getByRole('region', { name: 'Bidding is restricted' });
  await expect(notice).toContainText('Bidding is not available for your account until a deposit is made.');
  await expect(notice.getByRole('link', { name: 'Message your manager' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('region', { name: 'Place a bid' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place bid' })).toHaveCount(0);
  await expect(page.getByLabel('Your bid')).toHaveCount(0);
});
