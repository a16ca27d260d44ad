import { expect, test } from '@playwright/test';
import { DEMO, answerLotNumbers, listingAnswer, lotNumbers, signInAs, titleCount, urlParam } from '../fixtures';

// The car listing on a phone (spec 1 §2: infinite scroll, the full-screen filter sheet; §4: the
// appended list starts over when the query changes).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('scrolling appends pages without pagination; a maker from the filter sheet starts the list over', async ({ page }) => {
  // The page opens on the lots still taking bids (issue 18 §2), and the filter sheet's counts are theirs.
  const first = listingAnswer(page, 'car-auction', { page: '1', bidding: 'open' });
  await signInAs(page, DEMO.client, '/car-auction');
  const page1 = await first;
  const pageSize = page1.pageInfo.pageSize;
  expect(page1.pageInfo.totalSearchResults).toBeGreaterThan(2 * pageSize);

  const list = page.getByRole('list', { name: /^Car auctions/ });
  const lots = list.getByRole('listitem');
  await expect(lots).toHaveCount(pageSize);
  expect(await lotNumbers(list)).toEqual(answerLotNumbers(page1));
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

  // The end of the list near the viewport asks for the next page, which is appended in order.
  // (Exactly one page per scroll is checked by the next test.)
  const more = listingAnswer(page, 'car-auction', { page: '2', bidding: 'open' });
  await lots.last().scrollIntoViewIfNeeded();
  const page2 = await more;
  await expect.poll(() => lots.count()).toBeGreaterThanOrEqual(2 * pageSize);
  const shown = await lotNumbers(list);
  expect(shown.length % pageSize).toBe(0);
  expect(shown.slice(0, 2 * pageSize)).toEqual([...answerLotNumbers(page1), ...answerLotNumbers(page2)]);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

  // The filter sheet: a maker, Apply. Its maker counts are asked for in the list's view.
  const makerCounts = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === '/api/v1/car-auction/maker' && url.searchParams.get('bidding') === 'open';
  });
  await page.getByRole('region', { name: 'Listing filters' }).getByRole('button', { name: /^Filters/ }).click();
  await makerCounts;
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('combobox', { name: 'Search in the list: Maker' }).fill('honda');
  const honda = sheet.getByRole('option', { name: /^HONDA \(/ });
  const hondaCount = Number((await honda.innerText()).match(/\(([\d\s]+)\)\s*$/)![1]!.replace(/\D/g, ''));
  await honda.click();
  await expect(honda).toHaveAttribute('aria-selected', 'true');
  const filtered = listingAnswer(page, 'car-auction', { maker: /^\d+$/, page: '1', bidding: 'open' });
  await sheet.getByRole('button', { name: 'Apply' }).click();
  const hondas = await filtered;
  await expect(sheet).toBeHidden();

  expect(urlParam(page, 'maker')).toMatch(/^\d+$/);
  expect(hondas.pageInfo.totalSearchResults).toBe(hondaCount);
  await expect.poll(() => titleCount(page)).toBe(hondaCount);
  // Started over: the maker's first page only, every lot a Honda.
  await expect.poll(() => lotNumbers(list)).toEqual(answerLotNumbers(hondas));
  await expect(lots).toHaveCount(pageSize);
  for (const text of await lots.allInnerTexts()) {
    expect(text).toContain('HONDA');
    expect(text).not.toContain('Bidding closed');
  }
  await expect(page.getByRole('region', { name: 'Listing filters' }).getByRole('button', { name: /^Filters/ })).toHaveAccessibleName(/1 active filter/);
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')).toHaveText(['HONDA']);
});

// InfiniteFooter's effect runs again when the list grows while the observer still reports the
// sentinel's old position (a frame late); it must measure before loading, or one scroll loads two pages.
test('one scroll to the end of the list loads exactly one more page', async ({ page }) => {
  const first = listingAnswer(page, 'car-auction', { page: '1' });
  await signInAs(page, DEMO.client, '/car-auction');
  const { pageInfo } = await first;
  const list = page.getByRole('list', { name: /^Car auctions/ });
  await expect(list.getByRole('listitem')).toHaveCount(pageInfo.pageSize);
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/v1/car-auction/listing') asked.push(url.searchParams.get('page') ?? '1');
  });
  const more = listingAnswer(page, 'car-auction', { page: '2' });
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await more;
  await expect(list.getByRole('listitem')).toHaveCount(2 * pageInfo.pageSize);
  // Give a spurious third page every chance to be asked for.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))));
  expect(asked).toEqual(['2']);
  await expect(list.getByRole('listitem')).toHaveCount(2 * pageInfo.pageSize);
});
