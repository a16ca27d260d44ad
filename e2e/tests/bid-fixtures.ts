import { expect, type Page } from '@playwright/test';
import { E2E_URL } from '../playwright.config';

// Helpers of the bid specs (bid-*.spec.ts).

export interface OpenedLot {
  id: number;
  startPrice: number;
  /** The lowest acceptable bid: the start price rounded up to the ¥5 000 step. */
  minimum: number;
}

/**
 * Opens the `n`-th lot of the car-auction listing sorted by auction date, latest first: those
 * auctions are days ahead, so the demo client's bid-deadline check (the auction day must be a
 * later Tokyo date) and the cancellation window (until 21:00 Tokyo the day before) both allow it.
 */
export async function openLatestLot(page: Page, n: number): Promise<OpenedLot> {
  await page.goto('/car-auction?sort=auctionDate&order=DESC');
  await page.getByRole('link', { name: /^(Lot|Лот) \d+/ }).nth(n).click();
  await expect(page).toHaveURL(/\/car-auction\/\d+$/);
  const id = Number(page.url().split('/').at(-1));
  const res = await page.request.get(`/api/v1/car-auction/lot/${id}`);
  expect(res.status()).toBe(200);
  const { lotDetail } = (await res.json()) as { lotDetail: { bidInfo: { startPrice: number; acceptBid: boolean } } };
  expect(lotDetail.bidInfo.acceptBid).toBe(true);
  const startPrice = lotDetail.bidInfo.startPrice;
  return { id, startPrice, minimum: Math.ceil(startPrice / 5000) * 5000 };
}

interface Balance {
  balance: number;
  creditLimit: number;
  bidAllow: number;
  activeBids: number;
}

export async function balanceOf(page: Page): Promise<Balance> {
  const res = await page.request.get('/api/v1/user/view-profile');
  return ((await res.json()) as { balanceInfo: Balance }).balanceInfo;
}

/**
 * Cancels the signed-in client's active bids through the API. The demo seed gives the demo
 * client bids on random upcoming lots whose sum can exceed their balance plus credit limit; a
 * spec that needs the confirm modal first gives the client their whole credit back.
 */
export async function cancelActiveBids(page: Page): Promise<void> {
  if ((await balanceOf(page)).activeBids === 0) return;
  for (let p = 1; p <= 100; p++) {
    const res = await page.request.get(`/api/v1/car-auction/listing?page=${p}&pageSize=100`);
    const answer = (await res.json()) as { carsList: Array<{ id: number; myBid?: boolean }>; pageInfo: { totalSearchResults: number } };
    for (const lot of answer.carsList.filter((l) => l.myBid)) {
      const detail = (await (await page.request.get(`/api/v1/car-auction/lot/${lot.id}`)).json()) as { lotDetail: { bidInfo: { jasId: number | null; cancellationAllowed: boolean } } };
      const { jasId, cancellationAllowed } = detail.lotDetail.bidInfo;
      if (jasId === null || !cancellationAllowed) continue;
      const put = await page.request.put('/api/v1/bid/update-bid-status', { data: { bidId: jasId, status: 4 }, headers: { origin: E2E_URL } });
      expect(put.status(), await put.text()).toBe(200);
    }
    if ((await balanceOf(page)).activeBids === 0 || p * 100 >= answer.pageInfo.totalSearchResults) return;
  }
}
