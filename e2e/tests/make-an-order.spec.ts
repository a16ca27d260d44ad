import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// Make an order (issue 14 §3): the header's Spec your car opens the form; a client sends it and
// sees what was sent. The managers' e-mail is checked by the API tests (make-an-order.test.ts).

test('a client opens Spec your car from the header, sends an order and sees it sent', async ({ page }) => {
  await signInAs(page, DEMO.client, '/car-auction');
  await page.getByRole('link', { name: /^Spec your car/ }).first().click();
  await expect(page).toHaveURL(/\/make-an-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spec your car' })).toBeVisible();

  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Send the order' }).click();
  await expect(page.getByText('Required field')).toHaveCount(2);

  const maker = page.getByLabel('Maker');
  await expect(maker.locator('option')).not.toHaveCount(1);
  await maker.selectOption({ label: 'TOYOTA' });
  await page.getByLabel('Model').fill('PRIUS');
  await page.getByLabel('Year from').fill('2016');
  await page.getByLabel('Year to').fill('2020');
  await page.getByLabel('Budget').fill('1500000');
  await page.getByLabel('Comment').fill('Pearl white, grade 4 or better');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/site/make-an-order'));
  await page.getByRole('button', { name: 'Send the order' }).click();
  expect((await answer).status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: /^Order No\. \d+ sent$/ })).toBeVisible();
  for (const text of ['TOYOTA', 'PRIUS', '2016 – 2020', 'Pearl white, grade 4 or better']) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText(/1 500 000/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the auctions' }).click();
  await expect(page).toHaveURL(/\/$|\/car-auction/);
});
