import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../fixtures';
import { E2E_URL } from '../playwright.config';

// Deadlines people can see (DESIGN.md §3 "Auctions and lots", "Auction clock"): listing rows and
// the lot page count down to the bidding deadline on the server's clock, show it in the viewer's
// time and in Japan time, and mark a lot whose bidding has closed. The second test moves the
// server clock (PUT /dev/clock, CLOCK_CONTROL=on in the e2e server) as little as it can, and
// always moves it back to where it ran (TEST_CLOCK_AT included): every spec shares this server.
// Moving it past a client's deadline crosses a Tokyo midnight, and what the jobs then do (today's
// lots go to the statistics) is not undone by moving back, so this file runs after the others
// (files run in name order; time-travel.spec.ts, which also moves the clock, comes after it).

interface ListingRow {
  id: number;
  lotNo: number;
  status: number | null;
  auctionDate: string;
  biddingDeadline: string | null;
}

const UPCOMING = 4532;
const HOUR_MS = 3_600_000;

/** YYYY-MM-DD HH:MM of an instant at a whole-hour offset from UTC. */
const wallClock = (iso: string, offsetHours: number) => new Date(Date.parse(iso) + offsetHours * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');
const japanTime = (iso: string) => wallClock(iso, 9);

// The viewer sits in Moscow (UTC+3 all year): their time and Japan's differ by six hours.
test.use({ timezoneId: 'Europe/Moscow' });

async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/v1/auth', { data: { email, password: DEMO_PASSWORD }, headers: { origin: E2E_URL } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Now on the server's clock, from an answer's X-Server-Time: a run with TEST_CLOCK_AT starts the
 * server away from the machine's clock, so "coming" and "past" are the server's to say.
 */
async function serverNow(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/site/config');
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-server-time']);
}

async function moveServerClock(page: Page, body: { at: string } | { offset: string }) {
  const res = await page.request.put('/api/v1/dev/clock', { data: body, headers: { origin: E2E_URL } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The coming lot whose bidding closes next (and not within minutes), as the signed-in viewer sees it. */
async function nextToClose(page: Page, now: number): Promise<ListingRow & { biddingDeadline: string }> {
  for (let p = 1; p <= 30; p++) {
    const res = await page.request.get(`/api/v1/car-auction/listing?sort=auctionDate&order=ASC&pageSize=100&page=${p}`);
    expect(res.status()).toBe(200);
    const { carsList } = (await res.json()) as { carsList: ListingRow[] };
    const lot = carsList.find((l) => l.status === UPCOMING && l.biddingDeadline !== null && Date.parse(l.biddingDeadline) > now + 10 * 60_000);
    if (lot) return lot as ListingRow & { biddingDeadline: string };
    if (carsList.length < 100) break;
  }
  throw new Error('no coming lot with an open bidding deadline');
}

test("the listing counts down to each coming lot's bidding deadline, in the viewer's time and Japan's", async ({ page }) => {
  await signIn(page, DEMO.client);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/car-auction/listing' && r.ok());
  // The latest auctions: days ahead, so their countdowns read in days and hours.
  await page.goto('/car-auction?sort=auctionDate&order=DESC');
  const { carsList } = (await (await answer).json()) as { carsList: ListingRow[] };
  const now = await serverNow(page);
  const lot = carsList.find((l) => l.status === UPCOMING && l.biddingDeadline !== null && Date.parse(l.biddingDeadline) > now + 2 * HOUR_MS);
  expect(lot, 'a coming lot with its bidding deadline hours away').toBeTruthy();
  const deadline = lot!.biddingDeadline!;

  const row = page.locator(`tr[data-lot-id="${lot!.id}"]`);
  // The countdown's value keeps its words together with no-break spaces (\s matches them).
  await expect(row.getByText(/^Bids close in \d+\s(days?|h)(\s\d+\s(h|min))?$/)).toBeVisible();
  await expect(row.getByText(`${wallClock(deadline, 3)} your time`)).toBeVisible();
  await expect(row.getByText(`${japanTime(deadline)} Japan time`)).toBeVisible();
  await expect(row.getByText('Upcoming')).toBeVisible();
  // Every coming lot of the page has its countdown or, past its deadline, no longer takes bids.
  const upcoming = carsList.filter((l) => l.status === UPCOMING);
  for (const l of upcoming.slice(0, 5)) {
    const r = page.locator(`tr[data-lot-id="${l.id}"]`);
    await expect(r.getByText(/^Bids close in |^Bidding closed$/).first()).toBeVisible();
  }
});

test("once the server clock passes a lot's deadline, the client's lot page says bidding has closed and shows no bid form", async ({ page, browser }) => {
  await signIn(page, DEMO.client);
  const now = await serverNow(page);
  // The offset the server runs at (0, or TEST_CLOCK_AT's), to move the clock back to.
  const offsetSeconds = Math.round((now - Date.now()) / 1000);
  const lot = await nextToClose(page, now);
  await page.goto(`/car-auction/${lot.id}`);
  const summary = page.getByRole('region', { name: 'Lot' });
  await expect(summary.getByText(/^Bids close in /)).toBeVisible();
  await expect(summary.getByText(`${japanTime(lot.biddingDeadline)} Japan time`)).toBeVisible();
  await expect(summary.getByText('Upcoming')).toBeVisible();

  // A manager moves the server clock to a minute past the deadline.
  const managerContext = await browser.newContext({ baseURL: E2E_URL });
  const manager = await managerContext.newPage();
  const moved = new Date(Date.parse(lot.biddingDeadline) + 60_000).toISOString();
  let clockMoved = false;
  try {
    await signIn(manager, DEMO.manager);
    clockMoved = true;
    await moveServerClock(manager, { at: moved });

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Bidding is closed for this lot' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Place a bid' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Place bid' })).toHaveCount(0);
    // The status badge and the deadline both say so, and the countdown is gone.
    await expect(summary.getByText('Bidding closed', { exact: true })).toHaveCount(2);
    await expect(summary.getByText('Upcoming')).toHaveCount(0);
    await expect(summary.getByText(/^Bids close in /)).toHaveCount(0);
    // The page took its now from the server: the Tokyo clock shows the day the clock was moved to.
    await expect(page.getByTestId('tokyo-date')).toHaveText(japanTime(moved).slice(0, 10));
  } finally {
    // Always back to the real time, even when an expectation above failed. The manager signs in
    // again: moved past its lifetime, the access token of the first sign-in has expired.
    if (clockMoved) {
      await signIn(manager, DEMO.manager);
      await moveServerClock(manager, { offset: `${offsetSeconds}s` });
    }
    await managerContext.close();
  }
});
