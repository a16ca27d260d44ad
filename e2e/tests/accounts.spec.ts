import { expect, test } from '@playwright/test';
import { E2E_URL } from '../playwright.config';
import { newestMail, signInWithForm } from '../fixtures';

// A unique address per run: the e2e database is fresh, but retries reuse it.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('sign up, confirm the e-mail from the outbox, sign in to a restricted account', async ({ page }) => {
  const email = `buyer-${unique()}@example.com`;
  await page.goto('/auth/sign-up');
  await page.getByLabel('Full name').fill('Alex Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country').click();
  await page.getByRole('combobox', { name: 'Search' }).fill('New Zealand');
  await page.getByRole('option', { name: 'New Zealand' }).click();
  await page.getByLabel('Mobile phone').fill('64211234567');
  await page.getByLabel('City').fill('Auckland');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('secret-pass');
  await page.getByRole('checkbox', { name: /accept the terms of service/i }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Signing in before confirming is refused with a translated message.
  await signInWithForm(page, email, 'secret-pass');
  await expect(page.getByRole('alert')).toContainText(/confirm your email/i);

  const { link } = await newestMail(email, 'verify');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /confirmed/i })).toBeVisible();

  await signInWithForm(page, email, 'secret-pass');
  await expect(page.getByRole('heading', { level: 1, name: /Car auctions/ })).toBeVisible();
  // New accounts browse but cannot bid until a deposit is made.
  await expect(page.getByText(/restricted/i).first()).toBeVisible();
});

test('forgot password, reset through the e-mailed link, sign in with the new password', async ({ page, request }) => {
  const email = `reset-${unique()}@example.com`;
  // A verified account to reset: sign up through the API and confirm through the link.
  const signup = await request.post('/api/v1/auth/signup', {
    headers: { origin: E2E_URL },
    data: {
      fullName: 'Reset Person', email, mobile: '+1 (234) 567-89-01', country: { value: 1, label: 'x' }, city: 'Perth',
      password: 'first-pass', confirmPassword: 'first-pass', terms: true, language: 692,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  await page.goto((await newestMail(email, 'verify')).link);
  await expect(page.getByRole('heading', { name: /confirmed/i })).toBeVisible();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login form (with its own Email field) stays until the lazy route has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();

  await page.goto((await newestMail(email, 'reset')).link);
  await page.getByLabel('New password', { exact: true }).fill('second-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('second-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The link is single-use.
  await page.goto((await newestMail(email, 'reset')).link);
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  await signInWithForm(page, email, 'first-pass');
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
  await signInWithForm(page, email, 'second-pass');
  await expect(page.getByRole('heading', { level: 1, name: /Car auctions/ })).toBeVisible();
});
