import { expect, test, type Page } from '@playwright/test';
import { DEMO, answerLotNumbers, listingAnswer, lotNumbers, signInAs, titleCount, urlParam } from '../fixtures';

// Sorting, paging, the view modes and links of the car listing at 1440 px (spec 1 §2, §4).

async function openListing(page: Page, path = '/car-auction') {
  const first = listingAnswer(page, 'car-auction');
  await signInAs(page, DEMO.client, path);
  const answer = await first;
  await expect.poll(() => lotNumbers(page.getByRole('table'))).toEqual(answerLotNumbers(answer));
  return answer;
}

const table = (page: Page) => page.getByRole('table');
const lotRows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('link', { name: /^Lot \d+/ }) });
/** The year of every row: the last line of the grade / chassis / year cell. */
const yearsShown = (page: Page) => lotRows(page).evaluateAll((rows) => rows.map((row) => Number((row as HTMLTableRowElement).cells[2]!.innerText.trim().split('\n').at(-1))));
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const sortHeader = (page: Page, name: string) => table(page).getByRole('columnheader').filter({ has: page.getByRole('button', { name, exact: true }) });
const appliedChips = (page: Page) => page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem');

const isSorted = (values: number[], order: 'ASC' | 'DESC') => values.every((v, i) => i === 0 || (order === 'ASC' ? values[i - 1]! <= v : values[i - 1]! >= v));

test('a sortable header cycles ascending, descending, none; page 2 and the back button', async ({ page }) => {
  const unsorted = await openListing(page);
  const yearButton = table(page).getByRole('button', { name: 'Year', exact: true });
  const yearHeader = sortHeader(page, 'Year');
  await expect(yearHeader).toHaveAttribute('aria-sort', 'none');

  let next = listingAnswer(page, 'car-auction', { sort: 'year', order: 'ASC', page: '1' });
  await yearButton.click();
  const ascending = await next;
  await expect.poll(() => lotNumbers(table(page))).toEqual(answerLotNumbers(ascending));
  expect([urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['year', 'ASC']);
  await expect(yearHeader).toHaveAttribute('aria-sort', 'ascending');
  const upYears = await yearsShown(page);
  expect(isSorted(upYears, 'ASC'), upYears.join(', ')).toBe(true);

  next = listingAnswer(page, 'car-auction', { sort: 'year', order: 'DESC', page: '1' });
  await yearButton.click();
  const descending = await next;
  await expect.poll(() => lotNumbers(table(page))).toEqual(answerLotNumbers(descending));
  expect([urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['year', 'DESC']);
  await expect(yearHeader).toHaveAttribute('aria-sort', 'descending');
  const page1Years = await yearsShown(page);
  expect(isSorted(page1Years, 'DESC'), page1Years.join(', ')).toBe(true);
  expect(page1Years[0]).toBeGreaterThan(upYears[0]!);
  const page1 = await lotNumbers(table(page));

  // Page 2: in the URL, other lots, still in order after page 1's.
  next = listingAnswer(page, 'car-auction', { sort: 'year', order: 'DESC', page: '2' });
  await pagination(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  const second = await next;
  await expect.poll(() => lotNumbers(table(page))).toEqual(answerLotNumbers(second));
  expect(urlParam(page, 'page')).toBe('2');
  await expect(pagination(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const page2Ids = new Set(second.carsList.map((lot) => lot.id));
  expect(descending.carsList.filter((lot) => page2Ids.has(lot.id))).toEqual([]);
  expect(await lotNumbers(table(page))).not.toEqual(page1);
  const page2Years = await yearsShown(page);
  expect(isSorted([...page1Years, ...page2Years], 'DESC'), page2Years.join(', ')).toBe(true);

  // Back: page 1 again, sort kept.
  await page.goBack();
  await expect.poll(() => urlParam(page, 'page')).toBeNull();
  expect([urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['year', 'DESC']);
  await expect.poll(() => lotNumbers(table(page))).toEqual(page1);
  await expect(pagination(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

  // Third click: unsorted, the first rows again (from the cache: no request to wait for).
  await yearButton.click();
  await expect.poll(() => urlParam(page, 'sort')).toBeNull();
  await expect(yearHeader).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => lotNumbers(table(page))).toEqual(answerLotNumbers(unsorted));
});

test('the card and column views survive a reload', async ({ page }) => {
  const answer = await openListing(page);
  const views = page.getByRole('group', { name: 'View', exact: true });
  const lots = page.getByRole('list', { name: /^Car auctions/ }).getByRole('listitem');
  await expect(views.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

  for (const view of ['Card view', 'Column view']) {
    await views.getByRole('button', { name: view }).click();
    await expect(views.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
    await expect(views.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
    await expect(table(page)).toHaveCount(0);
    await expect(lots).toHaveCount(answer.carsList.length);

    await page.reload();
    await expect(views.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
    await expect(table(page)).toHaveCount(0);
    await expect(lots).toHaveCount(answer.carsList.length);
    expect(await lotNumbers(page.getByRole('list', { name: /^Car auctions/ }))).toEqual(answerLotNumbers(answer));
  }

  await views.getByRole('button', { name: 'List view' }).click();
  await expect(views.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => lotNumbers(table(page))).toEqual(answerLotNumbers(answer));
});

test('a copied URL shows the same filters, sort, page and rows in a new page', async ({ page, context }) => {
  await openListing(page);

  // A maker through the filter bar.
  const bar = page.getByRole('region', { name: 'Listing filters' });
  await bar.getByRole('button', { name: /^Maker/ }).click();
  const makers = page.getByRole('dialog', { name: 'Maker', exact: true });
  await makers.getByRole('option', { name: /^NISSAN \(/ }).click();
  let next = listingAnswer(page, 'car-auction', { maker: /^\d+$/ });
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await next;
  await expect(appliedChips(page)).toHaveText(['NISSAN']);

  // Sorted by mileage, descending (ties are many: the order must still be stable), then page 2.
  const mileage = table(page).getByRole('button', { name: 'Mileage', exact: true });
  next = listingAnswer(page, 'car-auction', { sort: 'mileage', order: 'ASC' });
  await mileage.click();
  await next;
  next = listingAnswer(page, 'car-auction', { sort: 'mileage', order: 'DESC' });
  await mileage.click();
  await next;
  next = listingAnswer(page, 'car-auction', { sort: 'mileage', order: 'DESC', page: '2' });
  await pagination(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  const second = await next;
  await expect.poll(() => lotNumbers(table(page))).toEqual(answerLotNumbers(second));

  const url = page.url();
  expect(url).toMatch(/[?&]page=2(&|$)/);
  const rows = await lotNumbers(table(page));
  const chips = await appliedChips(page).allInnerTexts();
  const total = await titleCount(page);

  const copy = await context.newPage();
  const copied = listingAnswer(copy, 'car-auction', { page: '2', sort: 'mileage', order: 'DESC' });
  await copy.goto(url);
  await copied;
  await expect.poll(() => lotNumbers(table(copy))).toEqual(rows);
  await expect(appliedChips(copy)).toHaveText(chips);
  await expect.poll(() => titleCount(copy)).toBe(total);
  await expect(sortHeader(copy, 'Mileage')).toHaveAttribute('aria-sort', 'descending');
  await expect(pagination(copy).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(copy.url()).toBe(url);
  await copy.close();
});
