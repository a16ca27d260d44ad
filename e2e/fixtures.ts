import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_URL } from './playwright.config';

export const DEMO_PASSWORD = 'demo-pass';
export const DEMO = {
  client: 'client@demo.example',
  vip: 'vip@demo.example',
  manager: 'manager@demo.example',
  dealer: 'dealer@demo.example',
  restricted: 'restricted@demo.example',
} as const;

/**
 * Signs in through the API (the page's cookie jar receives the session), then opens `path`. The page
 * leaves what it showed first: a screen of the previous user still loading would otherwise answer
 * its own 401 (cookies cleared) by refreshing or signing out with the new user's cookies.
 */
export async function signInAs(page: Page, email: string, pathAfter = '/car-auction', password = DEMO_PASSWORD) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
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

// ---- Listing screens ----

export type ListingPageType = 'car-auction' | 'stock' | 'stats';

/** The parts of GET /{pageType}/listing's answer the listing specs look at. */
export interface ListingAnswer {
  carsList: Array<{ id: number; lotNo: number; maker: string; model: string; year: number; wishList: Array<{ group: string; value: boolean }> }>;
  pageInfo: { page: number; pageSize: number; totalSearchResults: number; totalResults: number };
}

/**
 * The next successful listing answer whose query matches `params` (a string: that value; a
 * RegExp: a matching value; null: the parameter is absent). Call it before the action that asks
 * for the page, then await it.
 */
export function listingAnswer(page: Page, pageType: ListingPageType, params: Record<string, string | RegExp | null> = {}): Promise<ListingAnswer> {
  return page
    .waitForResponse((res) => {
      const url = new URL(res.url());
      if (url.pathname !== `/api/v1/${pageType}/listing` || res.request().method() !== 'GET' || !res.ok()) return false;
      return Object.entries(params).every(([key, want]) => {
        const got = url.searchParams.get(key);
        if (want === null) return got === null;
        return got !== null && (typeof want === 'string' ? got === want : want.test(got));
      });
    })
    .then((res) => res.json() as Promise<ListingAnswer>);
}

/** The lot links ("Lot 917") of a listing, in order. */
export const lotNumbers = (scope: Page | Locator) => scope.getByRole('link', { name: /^Lot \d+/ }).allInnerTexts();

/** What the rows should show for an answer, in the same form as `lotNumbers`. */
export const answerLotNumbers = (answer: ListingAnswer) => answer.carsList.map((lot) => `Lot ${lot.lotNo}`);

/** The result count in the listing title ("Car auctions · 3 000 lots"); NaN while it is not shown. */
export async function titleCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 1 }).innerText();
  return /·[\d\s]+lots?$/.test(text) ? Number(text.split('·').at(-1)!.replace(/\D/g, '')) : NaN;
}

/** A URL query parameter of the page, decoded. */
export const urlParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
