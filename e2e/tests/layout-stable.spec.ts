import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// What arrives after the first paint takes a place held for it: the screens a manager starts the
// day on do not jump when their answers come (Lighthouse's layout shift, issue 22 §4). Each test
// holds the named API answers until the screen shows its loading state, lets them go, and sums
// the layout shifts the browser recorded.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Holds every request to an API path matching `held` until the returned function is called. */
async function holdAnswers(page: Page, held: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/api/v1/') && held.test(url.pathname), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0));

test('the bid manager on a phone does not move when its list, counters and filters arrive', async ({ page }) => {
  await signInAs(page, DEMO.manager, '/profile');
  await recordLayoutShifts(page);
  const release = await holdAnswers(page, /^\/api\/v1\/bid\/(index|filters)$/);
  await page.goto('/bid-manager');
  await expect(page.getByText('Loading bids…')).toBeVisible();
  release();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Lot \d+/ }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All \d+/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' }).first()).toBeVisible();
  // Before the held places: 0.148 (the list 48 px down under the pager, the tabs pushed aside).
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('the manager’s dashboard does not move when the proofs of payment arrive', async ({ page }) => {
  await signInAs(page, DEMO.manager, '/profile');
  await recordLayoutShifts(page);
  const release = await holdAnswers(page, /^\/api\/v1\/payment-proofs$/);
  await page.goto('/dashboard');
  await expect(page.getByTestId('tile-new-bids')).toBeVisible();
  await expect(page.getByText('Proofs of payment waiting', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: /proofs? of payment waiting$/ })).toContainText(/^\d+ /);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
