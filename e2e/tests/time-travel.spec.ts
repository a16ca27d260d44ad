import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../fixtures';
import { E2E_URL } from '../playwright.config';

// Auction days pass (issue 11): with the server clock moved past a lot's session, the results
// job gives the lot its result and the client's New bid becomes Finished, and the client's lot
// page shows both. Results cannot be taken back, so this spec runs last (files run in name order
// on the one e2e server, the time-* files last) and moves the clock back to where it ran afterwards.

interface ListingRow {
  id: number;
  status: number | null;
  auctionDate: string;
  startPrice: number | null;
  biddingDeadline: string | null;
}

const UPCOMING = 4532;
/** A session's results arrive this long after its start (modules/auction-clock/sessions.ts). */
const RESULTS_AFTER_MS = 6 * 3_600_000;
const TOKYO_MS = 9 * 3_600_000;
const tokyoDay = (ms: number) => new Date(ms + TOKYO_MS).toISOString().slice(0, 10);

async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/v1/auth', { data: { email, password: DEMO_PASSWORD }, headers: { origin: E2E_URL } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Now on the server's clock (a run with TEST_CLOCK_AT starts it away from the machine's). */
async function serverNow(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/site/config');
  return Number(res.headers()['x-server-time']);
}

async function moveServerClock(page: Page, body: { at: string } | { offset: string }) {
  const res = await page.request.put('/api/v1/dev/clock', { data: body, headers: { origin: E2E_URL } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The coming lot of the soonest session the client can still bid on (not within minutes of closing). */
async function soonestBiddable(page: Page, now: number): Promise<ListingRow & { startPrice: number }> {
  for (let p = 1; p <= 30; p++) {
    const res = await page.request.get(`/api/v1/car-auction/listing?sort=auctionDate&order=ASC&pageSize=100&page=${p}`);
    expect(res.status()).toBe(200);
    const { carsList } = (await res.json()) as { carsList: Array<ListingRow & { myBid?: boolean }> };
    const lot = carsList.find(
      (l) => l.status === UPCOMING && !l.myBid && l.startPrice !== null && l.biddingDeadline !== null && Date.parse(l.biddingDeadline) > now + 10 * 60_000,
    );
    if (lot) return lot as ListingRow & { startPrice: number };
    if (carsList.length < 100) break;
  }
  throw new Error('no coming lot the client can bid on');
}

test("past a lot's session the client's lot page shows the auction result and the bid Finished", async ({ page, browser }) => {
  await signIn(page, DEMO.client);
  const now = await serverNow(page);
  const offsetSeconds = Math.round((now - Date.now()) / 1000);
  const lot = await soonestBiddable(page, now);

  // A New bid at the start price, through the API the lot page uses.
  const amount = Math.ceil(lot.startPrice / 5000) * 5000;
  const placed = await page.request.post('/api/v1/bid/create', {
    data: { amount, carId: lot.id, bidType: 1, confirm: 1, lotType: 'auction' },
    headers: { origin: E2E_URL },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  expect(((await placed.json()) as { bidStatus: number }).bidStatus).toBe(1);

  // A few minutes after the results are due; the lot page's address follows the Tokyo day.
  const movedMs = Date.parse(lot.auctionDate) + RESULTS_AFTER_MS + 5 * 60_000;
  const path = tokyoDay(movedMs) === tokyoDay(Date.parse(lot.auctionDate)) ? `/car-auction/${lot.id}` : `/sales-statistic/${lot.id}`;

  const managerContext = await browser.newContext({ baseURL: E2E_URL });
  const manager = await managerContext.newPage();
  let clockMoved = false;
  try {
    await signIn(manager, DEMO.manager);
    clockMoved = true;
    // The call returns once the jobs the move made due have run (the results among them).
    await moveServerClock(manager, { at: new Date(movedMs).toISOString() });

    // Moved hours ahead, the client's access token has expired: the page refreshes the session.
    await page.goto(path);
    await expect(page.getByText('Auction result')).toBeVisible();
    const myBid = page.getByRole('region', { name: 'My bid' });
    await expect(myBid).toContainText('Finished');
    await expect(page.getByRole('region', { name: 'Place a bid' })).toHaveCount(0);
  } finally {
    if (clockMoved) {
      await signIn(manager, DEMO.manager);
      await moveServerClock(manager, { offset: `${offsetSeconds}s` });
    }
    await managerContext.close();
  }
});
