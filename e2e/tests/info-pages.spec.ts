import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// The public information pages (spec 1 §2, issue 14 §3): real content in both languages, a
// heading structure, and no sideways scrolling on a phone or a desktop.
const PAGES = [
  { path: '/about', en: 'About us', ru: 'О нас', sections: 5 },
  { path: '/how-to-buy', en: 'How to buy', ru: 'Как купить', sections: 11 },
  { path: '/go-net', en: 'Go-net: stock cars', ru: 'Go-net: автомобили в наличии', sections: 5 },
] as const;

for (const lang of ['en', 'ru'] as const) {
  for (const width of [390, 1440]) {
    test(`a visitor reads the information pages in ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      for (const info of PAGES) {
        await page.goto(info.path);
        await expect(page.getByRole('heading', { level: 1, name: info[lang] })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 })).toHaveCount(info.sections);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      // The contacts come from the site configuration.
      await expect(page.locator('a[href^="mailto:"]')).toHaveCount(1);
    });
  }
}

test('a signed-in client reads how to buy inside the app and follows a link to a screen', async ({ page }) => {
  await signInAs(page, DEMO.client, '/how-to-buy');
  await expect(page.getByRole('heading', { level: 1, name: 'How to buy' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('region', { name: 'Where to go next' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/payments$/);
});
