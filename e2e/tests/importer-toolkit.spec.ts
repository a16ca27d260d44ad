import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// Issue 21 §1: the demo client lives in Russia. A car over 1,900 cc says it may not go there, on
// the listing and on its page, and "exportable to my country" leaves only cars that may — in
// both languages, on a phone and a wide screen.

const TEXTS = {
  en: { badge: 'Not exportable to your country', tick: 'Only cars that may be exported to my country', title: 'Japan does not allow exporting this car to your country', none: 'No records' },
  ru: { badge: 'Вывоз в вашу страну запрещён', tick: 'Только авто, которые можно вывезти в мою страну', title: 'Япония запрещает вывоз этой машины в вашу страну', none: 'Нет записей' },
} as const;

async function bigEngineLot(page: Page): Promise<{ id: number; lotNo: number }> {
  const res = await page.request.get('/api/v1/car-auction/listing?engine=2400,6000&bidding=all&pageSize=1&sort=startPrice&order=ASC');
  expect(res.status()).toBe(200);
  const [lot] = (await res.json()).carsList as Array<{ id: number; lotNo: number; exportCheck?: { allowed: boolean; reasons: string[] } }>;
  expect(lot?.exportCheck).toEqual({ country: 183, allowed: false, reasons: ['engine_over_1900cc'] });
  return lot!;
}

for (const lang of ['en', 'ru'] as const) {
  for (const width of [390, 1440]) {
    test(`a client in Russia sees which cars may not go there and can list only those that may (${lang}, ${width} px)`, async ({ page }) => {
      const text = TEXTS[lang];
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await signInAs(page, DEMO.client, '/car-auction?engine=2400,6000&bidding=all');
      const lot = await bigEngineLot(page);

      // Every car of 2.4 l and more is refused: the badge is on the rows, and the tick empties the list.
      await expect(page.getByText(text.badge).first()).toBeVisible();
      const tick = page.getByRole('checkbox', { name: text.tick });
      await expect(tick).not.toBeChecked();
      await tick.click();
      await expect(page).toHaveURL(/exportable=1/);
      await expect(tick).toBeChecked();
      await expect(page.getByText(text.none).first()).toBeVisible();

      // Without the engine range the same view lists cars, none of them refused.
      await page.goto('/car-auction?exportable=1');
      await expect(page.getByRole('checkbox', { name: text.tick })).toBeChecked();
      await expect(page.locator('main a[href^="/car-auction/"]').first()).toBeVisible();
      await expect(page.getByText(text.badge)).toHaveCount(0);

      // The lot page says why the big car may not go.
      await page.goto(`/car-auction/${lot.id}`);
      const note = page.getByRole('note', { name: text.title });
      await expect(note).toBeVisible();
      await expect(note).toContainText(lang === 'en' ? /engine over 1\s900 cc/i : /1\s900/);
    });
  }
}
