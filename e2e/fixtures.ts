import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_URL } from './playwright.config';

export const DEMO_PASSWORD = 'demo-pass';
export const DEMO = {
  client: 'client@demo.example',
  vip: 'vip@demo.example',
  manager: 'manager@demo.example',
  dealer: 'dealer@demo.example',
  restricted: 'restricted@demo.example',
} as const;

/** Signs in through the API (the page's cookie jar receives the session), then opens `path`. */
export async function signInAs(page: Page, email: string, pathAfter = '/car-auction', password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/v1/auth', { data: { email, password }, headers: { origin: E2E_URL } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(pathAfter);
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The newest e-mail written to the outbox for an address, and the first portal link in it. */
export async function newestMail(to: string, kind?: 'verify' | 'reset'): Promise<{ text: string; link: string }> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes(`-${to}-`) && (!kind || f.endsWith(`-${kind}.eml`))).sort() : [];
        found = files.at(-1);
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const raw = fs.readFileSync(path.join(outbox, found!), 'utf8');
  // Quoted-printable soft line breaks and escaped '=' would break the link apart.
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = text.match(/https?:\/\/[^\s"'<>]+token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no link in the e-mail to ${to}`);
  return { text, link };
}
