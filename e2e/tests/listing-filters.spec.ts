import { expect, test, type Page } from '@playwright/test';
import { DEMO, answerLotNumbers, listingAnswer, lotNumbers, signInAs, titleCount, urlParam } from '../fixtures';

// The desktop filter bar of the car listing (spec 1 §2 filter bar, §4 "model choice is enabled
// only after a maker is chosen"), at the project's 1440 px.

/**
 * Opens the car listing and waits for its first page; returns its total. The page opens on the
 * lots still taking bids (issue 18 §2): none of its rows says "Bidding closed".
 */
async function openListing(page: Page) {
  const first = listingAnswer(page, 'car-auction', { bidding: 'open' });
  await signInAs(page, DEMO.client, '/car-auction');
  const all = await first;
  await expect.poll(() => titleCount(page)).toBe(all.pageInfo.totalSearchResults);
  await expect(page.getByRole('checkbox', { name: 'Only lots still taking bids' })).toBeChecked();
  expect(all.pageInfo.totalSearchResults).toBeLessThanOrEqual(all.pageInfo.totalResults);
  await expect(lotRows(page)).toHaveCount(Math.min(all.pageInfo.pageSize, all.pageInfo.totalSearchResults));
  await expect(lotRows(page).filter({ hasText: 'Bidding closed' })).toHaveCount(0);
  return all.pageInfo.totalSearchResults;
}

const filterBar = (page: Page) => page.getByRole('region', { name: 'Listing filters' });
const chip = (page: Page, name: string) => filterBar(page).getByRole('group', { name: 'Filters', exact: true }).getByRole('button', { name: new RegExp(`^${name}`) });
const lotRows = (page: Page) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link', { name: /^Lot \d+/ }) });
/** The text of one column of every lot row (0: lot and car, 1: date and auction, 2: grade, chassis and year). */
const columnTexts = (page: Page, column: number) => lotRows(page).evaluateAll((rows, i) => rows.map((row) => (row as HTMLTableRowElement).cells[i]!.innerText.trim()), column);
/** "TOYOTA (4 953)" → 4953. */
const optionCount = async (option: ReturnType<Page['getByRole']>) => Number((await option.innerText()).match(/\(([\d\s]+)\)\s*$/)![1]!.replace(/\D/g, ''));

test('maker, then model, from the filter bar narrows the rows to that car', async ({ page }) => {
  const total = await openListing(page);

  // No model before a maker.
  const modelChip = chip(page, 'Model');
  await expect(modelChip).toBeDisabled();

  // The counts of the makers and models are asked for in the list's view, so each is what the list shows with it.
  const makerCounts = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === '/api/v1/car-auction/maker' && url.searchParams.get('bidding') === 'open';
  });
  await chip(page, 'Maker').click();
  await makerCounts;
  const makers = page.getByRole('dialog', { name: 'Maker', exact: true });
  await makers.getByRole('combobox', { name: 'Search in the list: Maker' }).fill('toy');
  const toyota = makers.getByRole('option', { name: /^TOYOTA \(/ });
  await toyota.click();
  await expect(toyota).toHaveAttribute('aria-selected', 'true');
  await expect(chip(page, 'Maker')).toHaveAccessibleName(/^Maker 1 selected/);

  await expect(modelChip).toBeEnabled();
  await modelChip.click();
  const models = page.getByRole('dialog', { name: 'Model', exact: true });
  const prius = models.getByRole('option', { name: /^PRIUS \(/ });
  const priusCount = await optionCount(prius);
  await prius.click();
  await expect(prius).toHaveAttribute('aria-selected', 'true');

  const filtered = listingAnswer(page, 'car-auction', { maker: /^\d+$/, model: /^\d+$/, bidding: 'open' });
  await filterBar(page).getByRole('button', { name: 'Search', exact: true }).click();
  const answer = await filtered;

  await expect(models).toBeHidden();
  expect(urlParam(page, 'maker')).toMatch(/^\d+$/);
  expect(urlParam(page, 'model')).toMatch(/^\d+$/);
  expect(answer.pageInfo.totalSearchResults).toBe(priusCount);
  expect(priusCount).toBeLessThan(total);
  await expect.poll(() => titleCount(page)).toBe(priusCount);
  await expect.poll(() => lotNumbers(page.getByRole('table'))).toEqual(answerLotNumbers(answer));
  const cars = await columnTexts(page, 0);
  expect(cars).toHaveLength(Math.min(answer.pageInfo.pageSize, priusCount));
  for (const car of cars) expect(car).toContain('TOYOTA PRIUS');
  await expect(lotRows(page).filter({ hasText: 'Bidding closed' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')).toHaveText(['TOYOTA', 'PRIUS']);
});

test('a year range and an auction day put year= and date= in the URL and only matching rows', async ({ page }) => {
  const total = await openListing(page);

  await chip(page, 'Range').click();
  const range = page.getByRole('dialog', { name: 'Range', exact: true });
  await range.getByLabel('Year: from').fill('2010');
  await range.getByLabel('Year: to').fill('2015');
  await expect(range.getByLabel('Year: to')).toHaveValue('2015');

  await chip(page, 'Date').click();
  const dates = page.getByRole('dialog', { name: 'Date', exact: true });
  const day = dates.getByRole('group', { name: 'Auction days' }).getByRole('button').first();
  const date = (await day.getAttribute('aria-label'))!.match(/\d{4}-\d{2}-\d{2}$/)![0];
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');

  const filtered = listingAnswer(page, 'car-auction', { year: '2010,2015', date });
  await filterBar(page).getByRole('button', { name: 'Search', exact: true }).click();
  const answer = await filtered;

  expect(urlParam(page, 'year')).toBe('2010,2015');
  expect(urlParam(page, 'date')).toBe(date);
  expect(answer.pageInfo.totalSearchResults).toBeGreaterThan(0);
  expect(answer.pageInfo.totalSearchResults).toBeLessThan(total);
  await expect.poll(() => titleCount(page)).toBe(answer.pageInfo.totalSearchResults);
  await expect.poll(() => lotNumbers(page.getByRole('table'))).toEqual(answerLotNumbers(answer));

  // Years are the last line of the grade / chassis / year cell; the auction date opens the date cell (Japan time).
  const years = (await columnTexts(page, 2)).map((text) => Number(text.split('\n').at(-1)));
  expect(years.length).toBeGreaterThan(0);
  for (const year of years) expect(year, `years ${years.join(', ')}`).toBeGreaterThanOrEqual(2010);
  for (const year of years) expect(year, `years ${years.join(', ')}`).toBeLessThanOrEqual(2015);
  for (const when of await columnTexts(page, 1)) expect(when.startsWith(date), when).toBe(true);

  const chips = page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem');
  await expect(chips).toHaveText([new RegExp(`^[A-Z][a-z]{2} ${date}$`), 'Year: 2010–2015']);
});

test('unticked, "Only lots still taking bids" lists every coming lot, and the maker counts count them all', async ({ page }) => {
  const open = await openListing(page);

  const everyLot = listingAnswer(page, 'car-auction', { bidding: 'all' });
  await page.getByRole('checkbox', { name: 'Only lots still taking bids' }).click();
  const all = await everyLot;
  expect(urlParam(page, 'bidding')).toBe('all');
  expect(all.pageInfo.totalSearchResults).toBe(all.pageInfo.totalResults);
  expect(all.pageInfo.totalSearchResults).toBeGreaterThanOrEqual(open);
  await expect.poll(() => titleCount(page)).toBe(all.pageInfo.totalSearchResults);

  const makerCounts = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === '/api/v1/car-auction/maker' && !url.searchParams.has('bidding');
  });
  await chip(page, 'Maker').click();
  await makerCounts;
  const makers = page.getByRole('dialog', { name: 'Maker', exact: true });
  await makers.getByRole('combobox', { name: 'Search in the list: Maker' }).fill('toy');
  const toyota = makers.getByRole('option', { name: /^TOYOTA \(/ });
  const toyotaCount = await optionCount(toyota);
  await toyota.click();
  const filtered = listingAnswer(page, 'car-auction', { maker: /^\d+$/, bidding: 'all' });
  await filterBar(page).getByRole('button', { name: 'Search', exact: true }).click();
  expect((await filtered).pageInfo.totalSearchResults).toBe(toyotaCount);
  await expect.poll(() => titleCount(page)).toBe(toyotaCount);
  // The view stays as chosen.
  expect(urlParam(page, 'bidding')).toBe('all');
  await expect(page.getByRole('checkbox', { name: 'Only lots still taking bids' })).not.toBeChecked();
});
