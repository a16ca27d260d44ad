import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// Saved searches (issue 21 §4), at 1440 px: Save search in the filter bar keeps the listing's
// filters, the Saved searches page lists it and opens the listing filtered; deleting it ends it.

const NAME = 'E2E stock since 2010';

test('a search saved from the one-price filters opens the listing filtered from the Saved searches page', async ({ page }) => {
  await signInAs(page, DEMO.client, '/oneprice?year=2010,0');
  const filters = page.getByRole('region', { name: 'Listing filters' });
  await filters.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await dialog.getByRole('combobox', { name: 'Alerts' }).selectOption('none');
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/v1/saved-search') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog.getByRole('status')).toContainText('The search is saved.');
  await dialog.getByRole('link', { name: 'Saved searches' }).click();

  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: NAME }).first();
  await expect(item).toContainText('One price — Year: 2010,0');
  await expect(item.getByRole('combobox', { name: 'Alerts' })).toHaveValue('none');

  const listing = page.waitForResponse((res) => res.url().includes('/api/v1/stock/listing') && res.url().includes('year=2010'));
  await item.getByRole('link', { name: `Open “${NAME}”` }).click();
  await expect(page).toHaveURL(/\/oneprice\?year=2010(%2C|,)0$/);
  expect((await listing).status()).toBe(200);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  for (const button of await page.getByRole('button', { name: `Delete “${NAME}”` }).all()) {
    await button.click();
    const removed = page.waitForResponse((res) => res.url().includes('/api/v1/saved-search?id=') && res.request().method() === 'DELETE');
    await page.getByRole('dialog', { name: 'Delete the search?' }).getByRole('button', { name: 'Delete' }).click();
    expect((await removed).status()).toBe(200);
  }
  await expect(page.getByText(NAME)).toHaveCount(0);
});
