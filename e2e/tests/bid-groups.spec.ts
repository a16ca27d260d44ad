import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { E2E_URL } from '../playwright.config';
import { openLatestLot } from './bid-fixtures';

// Issue 18 §1 "The bid-group picker hides pending bids": the lot page's group list counts every New,
// Bid and Win bid of the client in a group, naming their statuses, and the confirm dialog says that
// a Win in the group turns the others to Don't bid.

const origin = { origin: E2E_URL };

test('the group picker counts the pending bid of the group and the confirm dialog tells what a Win there does', async ({ page }) => {
  await signInAs(page, DEMO.vip, '/car-auction');
  const used = new Set(((await (await page.request.get('/api/v1/bid/group')).json()) as Array<{ value: number; cars: number }>).filter((g) => g.cars > 0).map((g) => g.value));
  const group = Array.from({ length: 80 }, (_, i) => 40 + i).find((g) => !used.has(g))!;

  // A bid already in the group, placed on another lot.
  const first = await openLatestLot(page, 4);
  const placed = await page.request.post('/api/v1/bid/create', {
    data: { bidType: 1, confirm: 1, comment: '', amount: first.minimum, bidGroup: group, carId: first.id, lotType: 'auction' }, headers: origin,
  });
  expect(placed.status(), await placed.text()).toBe(200);

  const second = await openLatestLot(page, 5);
  const panel = page.getByRole('region', { name: 'Place a bid' });
  const select = panel.getByLabel('Bid group');
  await expect(select.getByRole('option', { name: `Group ${group} · 1 car (New: 1)` })).toHaveCount(1);
  await select.selectOption({ label: `Group ${group} · 1 car (New: 1)` });
  await panel.getByLabel('Your bid').fill(String(second.minimum));
  await panel.getByLabel('Bid type').selectOption({ label: 'Whole car' });
  await panel.getByRole('button', { name: 'Place bid' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your bid' });
  await expect(dialog).toContainText(`A Win in group ${group} cancels your other bids in this group: they become Don't bid.`);
  // Nothing is sent until the terms are accepted: leave it there.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Clean up: the bid placed for the test is cancelled (as the owner may until the deadline).
  const bidId = ((await placed.json()) as { bidId: number }).bidId;
  expect((await page.request.put('/api/v1/bid/update-bid-status', { data: { bidId, status: 4 }, headers: origin })).status()).toBe(200);
});
