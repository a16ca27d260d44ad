// Helpers for the bids feature's component tests (only *.test.tsx files import this).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { BidInfo, LotDetail, PageType } from '@jauc/contract';
import { setProfile } from '../../../lib/session-store';
import { makeProfile, type ProfileOverrides } from '../../../test/profile-fixture';
import { LotBidding } from '../components/lot-bidding';

export { json, mockApi, type Call } from '../../../test/render-screen';

// Radix dialogs need these, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

const DAY = 86_400_000;

/** An upcoming car-auction lot, open for bids, start price ¥500 000, bid type required. */
export function makeLot(bidInfo: Partial<BidInfo> = {}): LotDetail {
  const auction = new Date(Date.now() + 3 * DAY).toISOString();
  return {
    carCommonDetail: { isUss: false, allowDownloadPhotos: true, id: 4242, lotNumber: 1207, info: '', auctionSheet: '', comment: '', commentEditable: false },
    lotInfo: { lotNumber: 1207, auctionName: 'USS Tokyo', auctionDate: auction, condition: '4.5', status: 4532 },
    carInfo: { maker: 'TOYOTA', model: 'PRIUS', year: 2015, chassisId: 'ZVW30-1234567', mileage: 81_000 },
    carSpecification: { engineCC: 1800, grade: 'S', color: 'White', transmission: 'AT', drive: '2WD', horsePower: null, equipment: 'AC PS PW' },
    lotImages: { images: [], thumbnails: [] },
    bidInfo: {
      bidGroupShow: true,
      exportTypeOptional: false,
      exportTypeShow: true,
      startPrice: 500_000,
      averagePrice: 640_000,
      soldPrice: null,
      bidLimitReached: false,
      myBid: false,
      jasId: null,
      myBidAmount: null,
      myBidDate: null,
      biddingDeadline: new Date(Date.parse(auction) - 30 * 60_000).toISOString(),
      acceptBid: true,
      cancellationAllowed: false,
      auctionFinished: false,
      bidStatusId: null,
      ...bidInfo,
    },
    wishList: [],
  };
}

export const withMyBid = (extra: Partial<BidInfo> = {}): Partial<BidInfo> => ({
  myBid: true,
  jasId: 77,
  myBidAmount: 600_000,
  myBidDate: '2025-03-04T01:30:00.000Z',
  bidStatusId: 1,
  cancellationAllowed: true,
  ...extra,
});

/** Renders LotBidding for a signed-in viewer; returns the user, the query client and onChanged. */
export function renderBidding({ lot = makeLot(), pageType = 'car-auction', profile = {}, user }: { lot?: LotDetail; pageType?: PageType; profile?: ProfileOverrides; user?: ReturnType<typeof userEvent.setup> } = {}) {
  setProfile(makeProfile(profile));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onChanged = vi.fn();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LotBidding pageType={pageType} lot={lot} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { ...view, user: user ?? userEvent.setup(), queryClient, onChanged };
}

export const BID_TYPES_ANSWER = [
  { value: 1, label: 'Whole car', description: 'Exported whole' },
  { value: 2, label: 'Constructor', description: 'Dismantled and reassembled' },
  { value: 3, label: 'Half cut', description: 'Front half' },
  { value: 4, label: 'Parts', description: 'Parts only' },
];
export const BID_GROUPS_ANSWER = [
  { value: 1, label: '1', cars: 0, statuses: { new: 0, bid: 0, win: 0 } },
  { value: 2, label: '2', cars: 3, statuses: { new: 1, bid: 1, win: 1 } },
];
