import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { cancelActiveBids, openLatestLot } from './bid-fixtures';

// The place-bid panel on a phone (spec 2 §2): a bottom bar with the price opens the form in a
// full-screen sheet.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const yen = (n: number) => `¥${n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;

test('at 390 px the bottom bar opens the full-screen bid sheet and a bid can be placed', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  await cancelActiveBids(page);
  const lot = await openLatestLot(page, 3);

  // No side panel: the bar at the bottom of the screen shows the start price.
  await expect(page.getByRole('region', { name: 'Place a bid' })).toHaveCount(0);
  const open = page.getByRole('button', { name: 'Place bid' });
  await expect(open).toBeInViewport();
  await expect(page.getByText(yen(lot.startPrice), { exact: true }).last()).toBeInViewport();
  await open.click();

  const sheet = page.getByRole('dialog', { name: 'Place a bid' });
  await expect(sheet).toBeVisible();
  // Full screen once it has slid in.
  await expect.poll(() => sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });

  // Pressing with nothing typed marks the amount.
  const amount = sheet.getByLabel('Your bid');
  await sheet.getByRole('button', { name: 'Place bid' }).click({ force: true });
  await expect(amount).toHaveAccessibleDescription('Required field');
  await amount.fill(String(lot.minimum));
  await sheet.getByRole('button', { name: 'Place bid' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your bid' });
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: 'Confirm bid' }).click();
  const success = page.getByRole('dialog', { name: 'Your bid is placed' });
  await expect(success).toContainText(yen(lot.minimum));
  await success.getByRole('button', { name: 'Close' }).last().click();

  // Back on the page: the sheet closed, the card shows the bid and the bar offers a raise.
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'My bid' })).toContainText(yen(lot.minimum));
  await expect(page.getByRole('button', { name: 'Raise' }).last()).toBeInViewport();
});
