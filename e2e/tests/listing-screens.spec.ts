import { expect, test } from '@playwright/test';
import { DEMO, answerLotNumbers, listingAnswer, lotNumbers, signInAs, titleCount } from '../fixtures';

// Oneprice (stock) and sales statistics share the listing design (spec 1 §2); statistics lots
// take no wishlist (spec 1 §2 rows), stock shows one price column. At 1440 px.

test('Oneprice and Sales statistics open from the side menu with their titles and rows', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const heading = page.getByRole('heading', { level: 1 });
  const table = page.getByRole('table');
  const lotRows = table.getByRole('row').filter({ has: page.getByRole('link', { name: /^Lot \d+/ }) });
  await expect(heading).toHaveText(/^Car auctions/);

  // Oneprice: stock cars, one Price column, wishlist buttons on every row.
  const stock = listingAnswer(page, 'stock');
  await menu.getByRole('link', { name: 'Oneprice' }).click();
  await expect(page).toHaveURL(/\/oneprice$/);
  const stockAnswer = await stock;
  expect(stockAnswer.carsList.length).toBeGreaterThan(0);
  await expect(heading).toHaveText(/^Oneprice · [\d\s]+ lots?$/);
  await expect.poll(() => titleCount(page)).toBe(stockAnswer.pageInfo.totalSearchResults);
  await expect.poll(() => lotNumbers(table)).toEqual(answerLotNumbers(stockAnswer));
  await expect(table.getByRole('button', { name: 'Price', exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Start price', exact: true })).toHaveCount(0);
  await expect(lotRows.first().getByRole('link', { name: /^Lot \d+/ })).toHaveAttribute('href', /^\/oneprice\/\d+$/);
  await expect(table.getByRole('group', { name: 'Favorites' })).toHaveCount(stockAnswer.carsList.length);

  // Sales statistics: past results, no wishlist anywhere.
  const stats = listingAnswer(page, 'stats');
  await menu.getByRole('link', { name: 'Sales Statistics' }).click();
  await expect(page).toHaveURL(/\/sales-statistic$/);
  const statsAnswer = await stats;
  expect(statsAnswer.carsList.length).toBeGreaterThan(0);
  await expect(heading).toHaveText(/^Sales statistics · [\d\s]+ lots?$/);
  await expect.poll(() => titleCount(page)).toBe(statsAnswer.pageInfo.totalSearchResults);
  await expect.poll(() => lotNumbers(table)).toEqual(answerLotNumbers(statsAnswer));
  await expect(lotRows).toHaveCount(statsAnswer.carsList.length);
  await expect(lotRows.first().getByRole('link', { name: /^Lot \d+/ })).toHaveAttribute('href', /^\/sales-statistic\/\d+$/);
  await expect(table.getByRole('button', { name: 'Start price', exact: true })).toBeVisible();
  await expect(table.getByRole('group', { name: 'Favorites' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Add to|Remove from) favorites/ })).toHaveCount(0);

  // The other views of statistics have none either.
  await page.getByRole('group', { name: 'View', exact: true }).getByRole('button', { name: 'Column view' }).click();
  const columns = page.getByRole('list', { name: /^Sales statistics/ });
  await expect(columns.getByRole('listitem')).toHaveCount(statsAnswer.carsList.length);
  await expect(columns.getByRole('group', { name: 'Favorites' })).toHaveCount(0);
});
