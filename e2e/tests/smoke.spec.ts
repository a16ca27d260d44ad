import { expect, test } from '@playwright/test';

test('the portal serves the app and its API', async ({ page, request }) => {
  const health = await request.get('/api/v1/health');
  expect(health.ok()).toBeTruthy();
  await page.goto('/');
  await expect(page).toHaveTitle(/JAUC/);
});
