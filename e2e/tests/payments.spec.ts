import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { E2E_URL } from '../playwright.config';
import { balanceOf, openLatestLot } from './bid-fixtures';

// Payments, balance and the managers' client page (issue 14 §2), against the real server at 1440 px.

const listCalls = (page: Page, check: (url: URL) => boolean) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/payments/list' && r.status() === 200 && check(url);
  });

test('a manager records a deposit for the restricted account, which then can bid', async ({ page, browser }) => {
  await signInAs(page, DEMO.manager, '/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('restricted@demo');
  const row = page.getByRole('row').filter({ hasText: 'restricted@demo.example' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Restricted', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Deposit: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a deposit' });
  await dialog.getByLabel('Amount received').fill('3000000');
  await expect(dialog.getByLabel('Amount received')).toHaveValue('3 000 000');
  await expect(dialog.getByLabel('Date received')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByLabel('Description').fill('Wire transfer, e2e');
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/payments/deposit')) posted.push((r.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
  });
  // A double click books once: the form sends one request and the key stays the form's.
  await dialog.getByRole('button', { name: 'Record deposit' }).dblclick();
  const done = page.getByRole('dialog', { name: 'Deposit recorded' });
  await expect(done).toContainText('¥3 000 000 was booked');
  await expect(done).toContainText('is now an active client');
  expect(new Set(posted).size).toBe(1);
  await done.getByRole('button', { name: 'Close' }).last().click();
  await expect(row.getByText('Restricted', { exact: true })).toHaveCount(0);
  await expect(row).toContainText('¥3 000 000');

  // The client's payments, as the manager sees them.
  await row.getByRole('link', { name: /^Payments: / }).click();
  await expect(page).toHaveURL(/\/payments\?userId=\d+$/);
  await expect(page.getByRole('table')).toContainText('Wire transfer, e2e');

  // The account, signed in on its own, bids now.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const client = await context.newPage();
  await signInAs(client, DEMO.restricted, '/balance');
  await expect(client.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await expect(client.getByText('Available to bid').locator('..')).toContainText('¥3 000 000');
  const lot = await openLatestLot(client, 0);
  expect((await balanceOf(client)).bidAllow).toBeGreaterThanOrEqual(lot.minimum);
  const bid = await client.request.post('/api/v1/bid/create', {
    data: { bidType: 1, confirm: 1, comment: '', amount: lot.minimum, carId: lot.id, lotType: 'auction' },
    headers: { origin: E2E_URL },
  });
  expect(bid.status(), await bid.text()).toBe(200);
  await context.close();
});

test('payments filter by type at once and by a date range once both dates are valid', async ({ page }) => {
  await signInAs(page, DEMO.client, '/payments');
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const received = page.getByText('Received', { exact: true }).locator('..');
  const allReceived = await received.textContent();

  const byType = listCalls(page, (u) => u.searchParams.get('type') === 'car_purchase');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('car_purchase');
  await byType;
  await expect(page).toHaveURL(/type=car_purchase/);
  await expect(received).toContainText('¥0');
  const types = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(types.length).toBeGreaterThan(0);
  expect(types.every((t) => t !== 'Remittance')).toBe(true);
  expect(await received.textContent()).not.toBe(allReceived);

  // The newest purchase's day, typed as digits; a half-typed date is flagged and not asked for.
  const day = (await table.locator('tbody tr td:nth-child(1)').first().textContent())!.trim();
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  await from.pressSequentially(day.replaceAll('-', '').slice(0, 7));
  await expect(from).toHaveValue(day.slice(0, 9));
  await expect(page.getByText('Enter the date as YYYY-MM-DD')).toBeVisible();
  const byDate = listCalls(page, (u) => u.searchParams.get('dateFrom') === day && u.searchParams.get('dateTo') === day && u.searchParams.get('type') === 'car_purchase');
  await from.pressSequentially(day.replaceAll('-', '').slice(7));
  await page.getByRole('textbox', { name: 'To', exact: true }).pressSequentially(day.replaceAll('-', ''));
  await byDate;
  await expect(page.getByText('Enter the date as YYYY-MM-DD')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`dateFrom=${day}&dateTo=${day}`));
  const days = await table.locator('tbody tr td:nth-child(1)').allTextContents();
  expect(days.length).toBeGreaterThan(0);
  expect(days.every((d) => d.trim() === day)).toBe(true);

  // Clearing brings every entry back (the unfiltered page may come from the cache).
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/type=|dateFrom=|dateTo=/);
  await expect(received).toHaveText(allReceived!);
});
