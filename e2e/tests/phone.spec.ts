import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the menu is a drawer and lots are compact rows without horizontal scroll', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  await expect(page.getByRole('heading', { level: 1, name: /Car auctions/ })).toBeVisible();
  // Compact rows instead of the table.
  const lots = page.getByRole('list', { name: /Car auctions/ }).getByRole('listitem');
  await expect(lots.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('My Bids', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Main menu' }).getByRole('group', { name: /Tokyo/ })).toContainText(/\d{4}-\d{2}-\d{2}/);
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
});
