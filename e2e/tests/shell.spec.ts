import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: /main menu|главное меню/i });

test('the client sees the client menu and the car listing with rows', async ({ page }) => {
  await signInAs(page, DEMO.client, '/');
  const menu = sideMenu(page);
  for (const item of ['Dashboard', 'My Bids', 'Bid history', 'Purchased Cars', 'Payments', 'Profile', 'Car Auctions']) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(menu.getByText('Bid Manager', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Car auctions/ })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(10);
  // Yen with space thousands separators.
  await expect(page.getByRole('table')).toContainText(/¥\d{1,3}( \d{3})+/);
});

test('the manager and the dealer see their menus', async ({ page }) => {
  await signInAs(page, DEMO.manager, '/profile');
  await expect(sideMenu(page).getByText('Bid Manager', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('Clients', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('My Bids', { exact: true })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, DEMO.dealer, '/profile');
  await expect(sideMenu(page).getByText('My Bids', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('Purchased Cars', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('Bid Manager', { exact: true })).toHaveCount(0);
  await expect(sideMenu(page).getByText('Clients', { exact: true })).toHaveCount(0);
});

test('Russian translates the shell and persists after a reload', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  await page.getByRole('button', { name: /language|язык/i }).first().click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Автоаукционы/ })).toBeVisible();
  await expect(sideMenu(page).getByText('Профиль', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Автоаукционы/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('an expired session shows the modal with Login again', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  await expect(page.getByRole('table')).toBeVisible();
  await page.context().clearCookies();
  // Any call now answers 401, the refresh fails too, and the modal takes over.
  await page.getByRole('button', { name: /year/i }).first().click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Session has expired. Please login to your account to proceed');
  await dialog.getByRole('button', { name: 'Login again' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'To car auctions' }).click();
  await expect(page).toHaveURL(/\/(auth\/login|car-auction)/);
});
