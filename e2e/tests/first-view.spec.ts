import { expect, test } from '@playwright/test';
import { E2E_URL } from '../playwright.config';

// The sign-in pages' first view comes with their HTML (docs/decisions/033): a slow phone reads
// the form before the scripts have arrived. The app's entry script is held back here until the
// test lets it go, which stands in for a slow link without depending on the machine's speed.

test('the sign-in page shows in the visitor’s language before the scripts, and signs in once they run', async ({ page, context }) => {
  // A Russian reader's browser: the app keeps the choice in localStorage and mirrors it in a cookie.
  await context.addCookies([{ name: 'ui_language', value: 'ru', url: E2E_URL }]);
  await context.addInitScript(() => localStorage.setItem('language', 'ru'));
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });

  await page.goto('/auth/login', { waitUntil: 'commit' });
  // The server's rendering: the form in Russian, inert while the app is not there.
  await expect(page.getByRole('heading', { level: 1, name: 'С возвращением' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('#root > [inert]')).toHaveCount(1);
  await expect(page.getByText('Новым пользователям нужно подтвердить адрес электронной почты', { exact: false })).toBeVisible();

  releaseScripts();
  // The app renders over it: the same form, now live, and it signs in.
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await page.getByLabel('Электронная почта').fill('client@demo.example');
  await page.getByLabel('Пароль', { exact: true }).fill('demo-pass');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/car-auction/);
});

test('a browser holding a session gets no sign-in form in the HTML', async ({ request }) => {
  const html = await (await request.get('/auth/login', { headers: { cookie: 'session_hint=1' } })).text();
  expect(html).not.toContain('inert');
  const anonymous = await (await request.get('/auth/forgot-password')).text();
  expect(anonymous).toContain('<div id="root"><div inert>');
});
