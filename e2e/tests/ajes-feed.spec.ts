import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../fixtures';
import { E2E_AJES_URL } from '../playwright.config';

// Issue 20: a portal on FEEDS=ajes (the second web server of playwright.config.ts) against the
// provider's stand-in (e2e/ajes-stand-in-server.ts), which lists a maker the demo catalogue does
// not have: MITSUOKA, with two coming lots and a result of yesterday.
test.use({ baseURL: E2E_AJES_URL });

async function signIn(page: Page, pathAfter: string) {
  const res = await page.request.post('/api/v1/auth', { data: { email: DEMO.client, password: DEMO_PASSWORD }, headers: { origin: E2E_AJES_URL } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(pathAfter);
}

/** The maker's id once the first sync has taken the provider's lots (it runs at start). */
async function makerId(page: Page, pageType: 'car-auction' | 'stats', name: string): Promise<number> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/v1/${pageType}/maker`);
        const makers = res.ok() ? ((await res.json()) as Array<{ value: number; label: string; counter: number }>) : [];
        id = makers.find((m) => m.label === name && m.counter > 0)?.value ?? 0;
        return id;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return id;
}

test("the provider's new maker is in the filter, its lot shows the provider's photos from our origin", async ({ page }) => {
  await signIn(page, '/car-auction');
  const id = await makerId(page, 'car-auction', 'MITSUOKA');
  await page.goto(`/car-auction?maker=${id}`);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'MITSUOKA' }).first();
  await expect(row).toContainText('ROCK STAR');
  await row.getByRole('link', { name: /^Lot \d+/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MITSUOKA');
  // The provider's photos, through the portal's photo proxy (decision 020): every photo on the
  // page comes from the portal's own origin and has loaded, and none is a generated picture.
  const photos = page.locator('main img');
  await expect.poll(() => photos.count()).toBeGreaterThan(0);
  const sources = await photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(sources.some((src) => /\/media\/lots\/\d+\/p\//.test(src))).toBe(true);
  expect(sources.filter((src) => src.endsWith('.svg'))).toEqual([]);
  await expect
    .poll(() =>
      photos.evaluateAll((imgs) =>
        imgs.every((img) => {
          const el = img as HTMLImageElement;
          return new URL(el.currentSrc || el.src, location.href).origin === location.origin && el.complete && el.naturalWidth > 0;
        }),
      ),
    )
    .toBe(true);
});

test("yesterday's result of the new maker is in the sales statistics", async ({ page }) => {
  await signIn(page, '/sales-statistic');
  const id = await makerId(page, 'stats', 'MITSUOKA');
  await page.goto(`/sales-statistic?maker=${id}`);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'MITSUOKA' }).first();
  await expect(row).toContainText('ROCK STAR');
  await expect(row).toContainText(/2[\s,.\u00a0]?750[\s,.\u00a0]?000/);
});
