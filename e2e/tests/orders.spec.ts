import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// The orders desk (issue 18 §2): an order sent from Spec your car appears in the client's My
// orders as New and on the managers' Orders page, where a manager takes it in work; the client
// then sees its new status. Refusals and bad input are covered by the API tests (orders.test.ts).

test('a client’s order reaches the managers’ Orders, and the client sees its status change', async ({ page, browser }) => {
  const model = `E2E ${Date.now()}`;
  await signInAs(page, DEMO.client, '/make-an-order');
  const maker = page.getByLabel('Maker');
  await expect(maker.locator('option')).not.toHaveCount(1);
  await maker.selectOption({ label: 'TOYOTA' });
  await page.getByLabel('Model').fill(model);
  await page.getByLabel('Budget').fill('1500000');
  await page.getByRole('button', { name: 'Send the order' }).click();
  const sent = page.getByRole('heading', { level: 1, name: /^Order No\. \d+ sent$/ });
  await expect(sent).toBeVisible();
  const id = /No\. (\d+)/.exec((await sent.textContent()) ?? '')![1]!;

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My orders' }).first().click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const mine = page.getByRole('listitem').filter({ hasText: `Order No. ${id}` });
  await expect(mine.getByText('New', { exact: true })).toBeVisible();

  const managerPage = await (await browser.newContext()).newPage();
  await signInAs(managerPage, DEMO.manager, '/orders');
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const status = managerPage.getByRole('combobox', { name: `Status of Order No. ${id}` });
  await expect(status).toHaveValue('new');
  await expect(managerPage.getByText(`TOYOTA ${model}`, { exact: false }).first()).toBeVisible();
  const saved = managerPage.waitForResponse((r) => r.url().endsWith('/api/v1/orders/update'));
  await status.selectOption('in_work');
  expect((await saved).status()).toBe(200);
  await managerPage.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: `Order No. ${id}` }).getByText('In work', { exact: true })).toBeVisible();
});
