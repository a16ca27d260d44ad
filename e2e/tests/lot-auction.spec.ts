import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, listingAnswer, signInAs } from '../fixtures';
import { findLots, lotDetail, lotHeading, zipEntryNames } from './lot-support';

// The car-auction lot page (spec 2 §2, §4) for a client at 1440 px: opened from a filtered
// listing page and back, the auction sheet and its translation, the photo preview, downloads.

const LISTING = '/car-auction?year=2012,0&page=2';

test('a client opens a lot from the listing, reads the sheet translated, previews the photos and goes back to the same listing page', async ({ page }) => {
  const first = listingAnswer(page, 'car-auction', { year: '2012,0', page: '2' });
  await signInAs(page, DEMO.client, LISTING);
  const answer = await first;
  const row = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link', { name: /^Lot \d+/ }) }).nth(2);
  const link = row.getByRole('link', { name: /^Lot \d+/ });
  const lotNo = (await link.innerText()).trim();
  const id = answer.carsList.find((l) => `Lot ${l.lotNo}` === lotNo)!.id;
  await expect(link).not.toHaveAttribute('data-visited', 'true');

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/car-auction/${id}$`));
  await expect(lotHeading(page)).toContainText(lotNo);

  // The sheet in Japanese, then the translation, asked for once however often it is toggled.
  const sheet = page.getByRole('region', { name: 'Auction sheet' });
  await expect(sheet.getByRole('img', { name: 'Auction sheet (Japanese)' })).toHaveAttribute('src', /sheet-ja\.svg$/);
  let translations = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/car-auction/image-translate')) translations++;
  });
  await sheet.getByRole('button', { name: 'Translate' }).click();
  await expect(sheet.getByRole('img', { name: 'Auction sheet (English translation)' })).toHaveAttribute('src', /sheet-en\.svg$/);
  await expect(sheet.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await sheet.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await sheet.getByRole('button', { name: 'Original' }).click();
  await expect(sheet.getByRole('img', { name: 'Auction sheet (Japanese)' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Translate' }).click();
  await expect(sheet.getByRole('img', { name: 'Auction sheet (English translation)' })).toBeVisible();
  expect(translations).toBe(1);

  // The photo preview: arrows, zoom on click, Escape.
  const photos = (await lotDetail(page, 'car-auction', id)).lotImages.images.length;
  expect(photos).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Open photo 1 full screen' }).click();
  const preview = page.getByRole('dialog', { name: /^Photos: / });
  await expect(preview.getByText(`1 / ${photos}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(preview.getByText(`2 / ${photos}`)).toBeVisible();
  await expect(preview.getByRole('img', { name: /, photo 2$/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(preview.getByText(`${photos} / ${photos}`)).toBeVisible();
  const zoom = preview.getByRole('button', { name: 'Zoom in' });
  await zoom.click();
  await expect(preview.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.getByRole('img', { name: /, photo \d+$/ })).toHaveCSS('transform', /matrix\(2, 0, 0, 2/);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Back: the same listing page with its filters, the lot's row now visited.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/car-auction\?year=2012%2C0&page=2$|\/car-auction\?year=2012,0&page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const visited = page.getByRole('link', { name: `${lotNo} (viewed)` });
  await expect(visited).toHaveAttribute('data-visited', 'true');

  // The browser's own back works the same way.
  await visited.click();
  await expect(lotHeading(page)).toContainText(lotNo);
  await page.goBack();
  await expect(page).toHaveURL(/\/car-auction\?year=2012(%2C|,)0&page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('the downloaded zip holds the lot photos; a USS lot uses one of the day’s limited downloads', async ({ page }) => {
  await signInAs(page, DEMO.client, '/profile');
  const [lot] = await findLots(page, 'car-auction', (l) => !l.isUss);
  const photos = (await lotDetail(page, 'car-auction', lot!.id)).lotImages.images.length;
  await page.goto(`/car-auction/${lot!.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download photos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('images.zip');
  const zip = fs.readFileSync((await download.path())!);
  expect(zip.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
  const names = zipEntryNames(zip);
  expect(names).toHaveLength(photos);
  for (const name of names) expect(name).toMatch(new RegExp(`^lot-${lot!.id}-\\d{2}\\.svg$`));

  // A USS lot: the count left today, one download, the count goes down by one.
  const [uss] = await findLots(page, 'car-auction', (l) => l.isUss);
  const before = (await lotDetail(page, 'car-auction', uss!.id)).ussCounter!.ussLimit;
  expect(before).toBeGreaterThan(0);
  await page.goto(`/car-auction/${uss!.id}`);
  await expect(page.getByText(`${before} downloads left today`)).toBeVisible();
  const ussDownloading = page.waitForEvent('download');
  const button = page.getByRole('button', { name: 'Download photos' });
  await button.click();
  const ussDownload = await ussDownloading;
  expect(ussDownload.suggestedFilename()).toBe('images.zip');
  expect(zipEntryNames(fs.readFileSync((await ussDownload.path())!)).length).toBeGreaterThan(0);
  await expect(page.getByText(`${before - 1} download${before - 1 === 1 ? '' : 's'} left today`)).toBeVisible();
  await expect(button).toBeDisabled();
});
