import { expect, test } from '@playwright/test';
import { DEMO, answerLotNumbers, listingAnswer, lotNumbers, signInAs, titleCount } from '../fixtures';

// Favorites groups A–E (spec 1 §2 /favorites/{group}, spec 2 §4 wishlist toggles), at 1440 px.

test('a lot added to group B from the listing shows on /favorites/B and leaves it when removed', async ({ page }) => {
  const first = listingAnswer(page, 'car-auction');
  await signInAs(page, DEMO.client, '/car-auction');
  const answer = await first;
  const table = page.getByRole('table');
  await expect.poll(() => lotNumbers(table)).toEqual(answerLotNumbers(answer));

  // A lot in no group yet (a retry of this test may have left one in B).
  const lot = answer.carsList.find((l) => !l.wishList.some((w) => w.value));
  expect(lot, 'a lot of the first page without a favorites group').toBeTruthy();
  // The lot number names the row; its link (unique per lot) picks it out.
  const rowOf = (scope: typeof table) => scope.getByRole('row').filter({ has: page.locator(`a[href="/car-auction/${lot!.id}"]`) });
  const row = rowOf(table);
  await expect(row.getByRole('link', { name: `Lot ${lot!.lotNo}`, exact: true })).toBeVisible();

  const wishlist = row.getByRole('group', { name: 'Favorites' });
  const added = page.waitForResponse((res) => res.url().endsWith('/api/v1/favorite/add') && res.request().method() === 'POST');
  await wishlist.getByRole('button', { name: 'Add to favorites B' }).click();
  expect((await added).status()).toBe(200);
  await expect(wishlist.getByRole('button', { name: 'Remove from favorites B' })).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlist.getByRole('button', { pressed: true })).toHaveCount(1);

  // Side menu → Favorites (group A) → tab B.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/favorites\/A$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Favorites A/);
  const groupB = listingAnswer(page, 'car-auction', { favorite: 'B' });
  await page.getByRole('navigation', { name: 'Favorites groups' }).getByRole('link', { name: 'Group B' }).click();
  await expect(page).toHaveURL(/\/favorites\/B$/);
  await expect(page.getByRole('navigation', { name: 'Favorites groups' }).getByRole('link', { name: 'Group B' })).toHaveAttribute('aria-current', 'page');
  const inB = await groupB;
  expect(inB.carsList.map((l) => l.id)).toContain(lot!.id);
  await expect.poll(() => lotNumbers(table)).toEqual(answerLotNumbers(inB));
  await expect.poll(() => titleCount(page)).toBe(inB.pageInfo.totalSearchResults);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Favorites B · /);

  const favRow = rowOf(table);
  await expect(favRow).toHaveCount(1);
  const remove = favRow.getByRole('button', { name: 'Remove from favorites B' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  const removed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/favorite/delete' && res.request().method() === 'DELETE');
  await remove.click();
  expect((await removed).status()).toBe(200);

  await expect(favRow).toHaveCount(0);
  await expect.poll(() => titleCount(page)).toBe(inB.pageInfo.totalSearchResults - 1);
});

test('a lot put in group D from its lot page stays there after a reload and is listed on /favorites/D', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  // A lot in no group yet, read through the API the listing uses.
  const res = await page.request.get('/api/v1/car-auction/listing?pageSize=100&page=2');
  const { carsList } = (await res.json()) as { carsList: Array<{ id: number; wishList: Array<{ value: boolean }> }> };
  const lot = carsList.find((l) => !l.wishList.some((w) => w.value));
  expect(lot, 'a lot without a favorites group').toBeTruthy();

  await page.goto(`/car-auction/${lot!.id}`);
  const wishlist = page.getByRole('group', { name: 'Favorites' });
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/favorite/add') && r.request().method() === 'POST');
  await wishlist.getByRole('button', { name: 'Add to favorites D' }).click();
  expect((await added).status()).toBe(200);
  await expect(wishlist.getByRole('button', { name: 'Remove from favorites D' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('group', { name: 'Favorites' }).getByRole('button', { name: 'Remove from favorites D' })).toHaveAttribute('aria-pressed', 'true');

  const inD = listingAnswer(page, 'car-auction', { favorite: 'D' });
  await page.goto('/favorites/D');
  expect((await inD).carsList.map((l) => l.id)).toContain(lot!.id);
  await expect(page.getByRole('table').locator(`a[href="/car-auction/${lot!.id}"]`).first()).toBeVisible();
});
