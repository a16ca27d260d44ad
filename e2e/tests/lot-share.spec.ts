import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { findLots, lotHeading } from './lot-support';

// Sharing a lot (spec 2 §4 "Share", §8): the dialog gives the code, an anonymous visitor opens
// the link with it; a wrong code is refused under the field; USS photos are never shared.

test('the share dialog gives a code that opens the lot for an anonymous visitor; a wrong code is refused', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, DEMO.client, '/profile');
  const lot = (await findLots(page, 'car-auction', (l) => !l.isUss, 2))[1]!;
  await page.goto(`/car-auction/${lot.id}`);
  await expect(lotHeading(page)).toContainText(`Lot ${lot.lotNo}`);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this lot' });
  const code = (await dialog.locator('output').innerText()).trim();
  expect(code).toMatch(/^\d{6}$/);
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(new RegExp(`/car-auction/share/${lot.id}$`));
  await expect(dialog.getByText(/Never publish the lot's details/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Link: ${link}`);
  expect(copied).toContain(`Access code: ${code}`);
  expect(copied).toContain('Never publish');
  // The check mark goes after three seconds.
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5_000 });
  await page.keyboard.press('Escape');

  // Anonymous: the gate, a wrong code, then the right one.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Enter the access code' })).toBeVisible();
  const field = visitor.getByRole('textbox', { name: 'Access code' });
  const wrong = code === '000000' ? '111111' : '000000';
  await field.fill(wrong);
  await visitor.getByRole('button', { name: 'Open the lot' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('Wrong access code');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(code);
  await field.press('Enter');
  await expect(lotHeading(visitor)).toContainText(`Lot ${lot.lotNo}`);
  await expect(visitor.getByRole('region', { name: 'Photos' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Auction sheet' }).getByRole('img', { name: 'Auction sheet (Japanese)' })).toBeVisible();
  for (const name of ['Translate', 'Share', 'Download photos', 'Place bid', 'Add note']) await expect(visitor.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('group', { name: 'Favorites' })).toHaveCount(0);

  // The code may come in the link itself.
  const direct = await anonymous.newPage();
  await direct.goto(`${link}?code=${code}`);
  await expect(lotHeading(direct)).toContainText(`Lot ${lot.lotNo}`);
  await anonymous.close();
});

test('a shared USS lot shows no photos; a link to no lot shows the empty-lot screen', async ({ page, browser }) => {
  await signInAs(page, DEMO.client, '/profile');
  const [uss] = await findLots(page, 'car-auction', (l) => l.isUss);
  const res = await page.request.get(`/api/v1/car-auction/password?carId=${uss!.id}&auctionType=main`);
  const { password } = (await res.json()) as { password: string };

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(`/car-auction/share/${uss!.id}?code=${password}`);
  await expect(lotHeading(visitor)).toContainText(`Lot ${uss!.lotNo}`);
  await expect(visitor.getByText('Photos of USS auction lots are not shared')).toBeVisible();
  await expect(visitor.getByRole('button', { name: /^Open photo/ })).toHaveCount(0);
  await expect(visitor.locator('img[src*="/media/lots/"][src$=".svg"]:not([src*="sheet"])')).toHaveCount(0);

  // The server answers an unknown lot like a wrong code (it reveals nothing); a link that cannot
  // be a lot is the empty-lot screen.
  await visitor.goto('/car-auction/share/2000000000?code=123456');
  await expect(visitor.getByRole('alert')).toHaveText('Wrong access code');
  await visitor.goto('/trucks/share/12?code=123456');
  await expect(visitor.getByRole('heading', { name: 'This lot is not available' })).toBeVisible();
  await visitor.getByRole('link', { name: 'To car auction' }).click();
  await expect(visitor).toHaveURL(/\/auth\/login/);
  await anonymous.close();
});
