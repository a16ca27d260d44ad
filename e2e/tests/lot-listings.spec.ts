import { expect, test } from '@playwright/test';
import { DEMO, listingAnswer, signInAs } from '../fixtures';
import { lotHeading } from './lot-support';

// The stock and statistics lot pages open from their listings (spec 1 §2, spec 2 §2).

test('a stock lot opens from Oneprice with its favorites and production month, and Back returns', async ({ page }) => {
  const first = listingAnswer(page, 'stock');
  await signInAs(page, DEMO.client, '/oneprice');
  const answer = await first;
  const lot = answer.carsList[0]!;
  await page.getByRole('table').getByRole('link', { name: `Lot ${lot.lotNo}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/oneprice/${lot.id}$`));
  await expect(lotHeading(page)).toContainText(`Lot ${lot.lotNo}`);
  await expect(lotHeading(page)).toContainText(`${lot.maker} ${lot.model} ${lot.year}`);
  await expect(page.getByRole('region', { name: 'Lot', exact: true }).getByText('On sale')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Favorites' })).toBeVisible();
  const mop = page.getByRole('region', { name: 'Month of production' });
  await expect(mop.getByText(/^\d{4}\/\d{2} \(\w{3}\)$|No production data for this chassis/)).toBeVisible();
  // A stock car has no download (auction lots only).
  await expect(page.getByRole('button', { name: 'Download photos' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/oneprice$/);
  await expect(page.getByRole('link', { name: `Lot ${lot.lotNo} (viewed)` })).toHaveAttribute('data-visited', 'true');
});

test('a past result opens from Sales statistics with at most two photos and no favorites', async ({ page }) => {
  const first = listingAnswer(page, 'stats');
  await signInAs(page, DEMO.client, '/sales-statistic');
  const answer = await first;
  const lot = answer.carsList[1]!;
  await page.getByRole('table').getByRole('link', { name: `Lot ${lot.lotNo}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sales-statistic/${lot.id}$`));
  await expect(lotHeading(page)).toContainText(`Lot ${lot.lotNo}`);
  const thumbnails = page.getByRole('region', { name: 'Photos' }).getByRole('list', { name: 'All photos' }).getByRole('button');
  expect(await thumbnails.count()).toBeLessThanOrEqual(2);
  await expect(page.getByRole('group', { name: 'Favorites' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Month of production' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Auction sheet' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/sales-statistic$/);
});
