import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { findLots, lotHeading } from './lot-support';

// Issue 21 §2: the demo client (an importer in Vladivostok) sees what a lot costs landed in
// Russia on the lot page, at 1440 px and at 390 px; a manager keeps the rates on the Tariffs screen.

async function openLot(page: Page) {
  const [lot] = await findLots(page, 'car-auction', (l) => !l.isUss && ((l as { startPrice?: number | null }).startPrice ?? 0) > 0);
  await page.goto(`/car-auction/${lot!.id}`);
  await expect(lotHeading(page)).toContainText(`Lot ${lot!.lotNo}`);
  return page.getByRole('region', { name: 'Landed cost' });
}

test('the lot page shows the landed cost in roubles and yen, line by line, with its assumptions', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  const panel = await openLot(page);
  await expect(panel.getByRole('rowheader', { name: 'Utilization fee' })).toBeVisible();
  for (const line of ['Car price', 'Auction fee', 'Agent fee', 'Delivery in Japan', 'Freight to the port', 'Customs duty', 'Customs clearance fee']) {
    await expect(panel.getByRole('rowheader', { name: line })).toBeVisible();
  }
  await expect(panel.getByTestId('landed-cost-total')).toHaveText(/^[\d\s]+ ₽$/);
  await expect(panel).toContainText(/≈ ¥[\d ]+/);
  await expect(panel).toContainText('Exchange rates of');
  await expect(panel).toContainText('Duty for personal use');

  // A price the client types.
  await panel.getByRole('combobox', { name: 'Car price' }).selectOption('typed');
  await panel.getByRole('textbox', { name: 'Price in yen' }).fill('1500000');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(panel).toContainText('Car price: the price you typed');
  await page.screenshot({ path: test.info().outputPath('landed-cost-1440.png'), fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the panel fits 390 px', async ({ page }) => {
    await signInAs(page, DEMO.client, '/car-auction');
    const panel = await openLot(page);
    await expect(panel.getByTestId('landed-cost-total')).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('landed-cost-390.png'), fullPage: true });
  });
});

test('a manager enters exchange rates on the Tariffs screen; the history shows them', async ({ page }) => {
  await signInAs(page, DEMO.manager, '/landed-cost/settings');
  await expect(page.getByRole('heading', { name: 'Tariffs and exchange rates' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Utilization fee' })).toBeVisible();
  const rates = page.getByRole('region', { name: 'Exchange rates' });
  await rates.getByLabel('JPY → RUB').fill('0.5312');
  await rates.getByLabel('EUR → RUB').fill('94.1');
  await rates.getByLabel('USD → RUB').fill('81.05');
  await rates.getByRole('button', { name: 'Add rates' }).click();
  await expect(rates.getByText('Rates saved.')).toBeVisible();
  await expect(rates.getByRole('cell', { name: '0.5312' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tariff-settings-1440.png'), fullPage: true });
});
