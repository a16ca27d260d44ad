import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { findLots, lotHeading } from './lot-support';

// The lot page on a phone (390 px): one column that fits the width, the bid bar at the bottom
// never hiding the end of the page, the photo preview with its thumbnail row.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a lot reads well at 390 px: nothing wider than the screen, the end of the page clear of the bid bar', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  // A lot still open for bids, so the page has its bid bar.
  const [lot] = await findLots(page, 'car-auction', (l) => !l.isUss);
  await page.goto(`/car-auction/${lot!.id}`);
  await expect(lotHeading(page)).toContainText(`Lot ${lot!.lotNo}`);
  await expect(page.getByRole('button', { name: 'Place bid' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Auction sheet' })).toBeVisible();

  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const gallery = await page.getByRole('region', { name: 'Photos' }).boundingBox();
  expect(gallery!.x).toBeGreaterThanOrEqual(0);
  expect(gallery!.x + gallery!.width).toBeLessThanOrEqual(390);

  // Four thumbnails fit the strip's width; the rest scroll.
  const strip = page.getByRole('list', { name: 'All photos' });
  const stripBox = (await strip.boundingBox())!;
  const fourth = (await strip.getByRole('button', { name: 'Photo 4' }).boundingBox())!;
  expect(fourth.x + fourth.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
  if ((await strip.getByRole('button').count()) > 4) {
    const fifth = (await strip.getByRole('button', { name: 'Photo 5' }).boundingBox())!;
    expect(fifth.x).toBeGreaterThanOrEqual(stripBox.x + stripBox.width - 1);
  }

  // At the very bottom, nothing covers the end of the last block (the bid bar is fixed there).
  // The last block, the price history, grows when its answer and its lazy chart arrive, and
  // sections below the fold take their real height only once scrolled to: wait for the answer,
  // then scroll to the bottom again until the page stops growing.
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history.getByRole('heading', { name: 'This car at earlier auctions' })).toBeVisible();
  await expect(history.locator('[aria-busy]')).toHaveCount(0);
  const last = page.getByRole('article').locator(':scope > div > div:last-child section').last();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return last.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
        return box.bottom <= window.innerHeight && hit !== null && el.contains(hit);
      });
    })
    .toBe(true);

  // The preview on a phone: the photo, a row of thumbnails, close.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Open photo 1 full screen' }).click();
  const preview = page.getByRole('dialog', { name: /^Photos: / });
  await preview.getByRole('button', { name: 'Next photo' }).tap();
  await expect(preview.getByText(/^2 \/ \d+$/)).toBeVisible();
  const photo = (await preview.getByRole('img', { name: /, photo 2$/ }).boundingBox())!;
  expect(photo.width).toBeGreaterThan(300);
  await preview.getByRole('button', { name: 'Close' }).tap();
  await expect(preview).toBeHidden();

  await page.getByRole('link', { name: 'Back' }).tap();
  await expect(page).toHaveURL(/\/car-auction$/);
});
