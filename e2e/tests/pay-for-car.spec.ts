import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';

// Paying for a car (issue 21 §5), against the real server and the demo data: a client reads how to
// pay on a purchased car and sends a proof of payment; a manager records the deposit from the
// dashboard in one step.

interface ListAnswer {
  cars: Array<{ id: number }>;
}

const SLIP = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);

test('a client sends a proof of payment for a car; a manager records the deposit from the dashboard', async ({ browser }) => {
  const clientPage = await (await browser.newContext()).newPage();
  await signInAs(clientPage, DEMO.client, '/purchased-cars');
  const res = await clientPage.request.get('/api/v1/purchased-cars/list?pageSize=70');
  expect(res.status()).toBe(200);
  const car = ((await res.json()) as ListAnswer).cars[0];
  expect(car, 'a demo purchased car').toBeTruthy();
  await clientPage.goto(`/purchased-cars/${car!.id}`);

  const pay = clientPage.locator('section', { has: clientPage.getByRole('heading', { name: 'How to pay for this car' }) });
  const reference = await pay.getByTestId('payment-reference').innerText();
  expect(reference).toMatch(new RegExp(`^JAUC-\\d+-${car!.id}$`));
  await expect(pay.getByText('Payment in JPY')).toBeVisible();
  await pay.getByLabel('Upload a proof of payment').setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: SLIP });
  await pay.getByRole('button', { name: 'Send' }).click();
  await expect(pay.getByRole('status')).toContainText('Sent');
  await expect(pay.getByText('Waiting for a manager').first()).toBeVisible();

  const managerPage = await (await browser.newContext()).newPage();
  await signInAs(managerPage, DEMO.manager, '/dashboard');
  const form = managerPage.getByRole('form', { name: `Record the payment ${reference}` }).last();
  await form.getByLabel('Amount received').fill('250000');
  await form.getByRole('button', { name: 'Record the deposit' }).click();
  await expect(managerPage.getByRole('status').filter({ hasText: 'Recorded' })).toContainText('¥250 000');

  // The client's page learns of it.
  await clientPage.reload();
  await expect(pay.getByText('Credited').first()).toBeVisible();
});
