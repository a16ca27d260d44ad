import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// Purchased cars (issue 14 §1), against the real server and the demo purchases at 1440 px: a
// client opens a car, fills the consignee and downloads the invoice PDF and the photo zip; a
// manager changes a car's status.

interface ListAnswer {
  cars: Array<{ id: number; status: number | null; images: string[] }>;
}

/** The signed-in user's first purchased car in `status` (0 is Processing) that has photos. */
async function purchaseIn(page: Page, status: number) {
  const res = await page.request.get(`/api/v1/purchased-cars/list?status=${status}&pageSize=70`);
  expect(res.status(), await res.text()).toBe(200);
  const car = ((await res.json()) as ListAnswer).cars.find((c) => c.images.length > 0);
  expect(car, `a purchased car in status ${status}`).toBeTruthy();
  return car!;
}

test('a client opens a purchased car, fills the consignee, downloads the invoice PDF and the photo zip', async ({ page }) => {
  await signInAs(page, DEMO.client, '/purchased-cars');
  await expect(page.getByRole('heading', { level: 1, name: /^Purchased cars/ })).toBeVisible();
  const car = await purchaseIn(page, 2);

  // The list filters by status; the car is found under its own.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Waiting ship assignment' });
  await expect(page).toHaveURL(/status=2/);
  await page.locator(`a[href="/purchased-cars/${car.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/purchased-cars/${car.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Purchase status steps' }).getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText('Waiting ship assignment');

  // The consignee, saved and there again after a reload.
  const consignee = page.locator('section', { has: page.getByRole('heading', { name: 'Consignee' }) });
  const name = `E2E Consignee ${Date.now() % 100000}`;
  await consignee.getByLabel('Full name').fill(name);
  await consignee.getByLabel('Port').fill('Vladivostok');
  await consignee.getByRole('button', { name: 'Save' }).click();
  await expect(consignee.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Consignee' }) }).getByLabel('Full name')).toHaveValue(name);

  // The invoice: a real PDF.
  const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Invoice (PDF)' }).click()]);
  expect(invoice.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await fs.readFile(await invoice.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The photos: images.zip, a zip archive.
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download photos (images.zip)' }).click()]);
  expect(zip.suggestedFilename()).toBe('images.zip');
  const bytes = await fs.readFile(await zip.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('a manager changes a purchased car’s status; the timeline follows and the server keeps it', async ({ page }) => {
  await signInAs(page, DEMO.manager, '/purchased-cars');
  const car = await purchaseIn(page, 1);
  await page.goto(`/purchased-cars/${car.id}`);
  const logistics = page.locator('section', { has: page.getByRole('heading', { name: 'Logistics' }) });
  await expect(logistics.locator('[aria-current="step"]')).toContainText('Domestic transport');
  await logistics.getByRole('combobox', { name: 'Change the status' }).selectOption({ label: 'Waiting ship assignment' });
  await logistics.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(logistics.locator('[aria-current="step"]')).toContainText('Waiting ship assignment');
  const res = await page.request.get(`/api/v1/purchased-cars/${car.id}`);
  expect(((await res.json()) as { logistics: { status: number } }).logistics.status).toBe(2);
});
