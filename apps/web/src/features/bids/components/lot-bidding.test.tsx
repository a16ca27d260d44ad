import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BID_GROUPS_ANSWER, BID_TYPES_ANSWER, json, makeLot, mockApi, renderBidding, withMyBid } from '../test/bid-fixtures';

const api = () =>
  mockApi(({ url }) => {
    if (url.pathname.endsWith('/bid/type')) return json(200, BID_TYPES_ANSWER);
    if (url.pathname.endsWith('/bid/group')) return json(200, BID_GROUPS_ANSWER);
    return json(200, {});
  });
const noForm = () => expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();

describe('LotBidding banners', () => {
  it('shows the form on an open lot, with no banner', () => {
    api();
    renderBidding();
    expect(screen.getByRole('region', { name: 'Place a bid' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    [{ auctionFinished: true, acceptBid: false }, 'The auction is finished'],
    [{ acceptBid: false }, 'Bidding is closed for this lot'],
    [{ bidLimitReached: true }, 'You have reached your daily bid limit. You can bid again tomorrow'],
  ])('%o shows "%s" instead of the form', (bidInfo, text) => {
    api();
    renderBidding({ lot: makeLot(bidInfo) });
    expect(screen.getByRole('status')).toHaveTextContent(text);
    noForm();
  });

  it('keeps the my-bid card under a banner, without Raise', () => {
    api();
    renderBidding({ lot: makeLot(withMyBid({ acceptBid: false })) });
    expect(screen.getByRole('region', { name: 'My bid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raise' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel bid' })).toBeInTheDocument();
  });

  it('shows a stats lot its result instead of a form', () => {
    api();
    renderBidding({ pageType: 'stats', lot: makeLot({ auctionFinished: true, acceptBid: false, soldPrice: 720_000, averagePrice: 650_000 }) });
    const result = screen.getByRole('region', { name: 'Auction result' });
    expect(within(result).getByText('Sold price').parentElement).toHaveTextContent('¥720 000');
    expect(within(result).getByText('Average price').parentElement).toHaveTextContent('¥650 000');
    expect(screen.queryByRole('status')).toBeNull();
    noForm();
  });
});

describe('LotBidding after the auction', () => {
  it("shows today's finished lot its result and sold price beside the viewer's bid, waiting for the manager", () => {
    api();
    renderBidding({ lot: makeLot(withMyBid({ auctionFinished: true, acceptBid: false, soldPrice: 540_000, bidStatusId: 2, cancellationAllowed: false })) });
    const result = screen.getByRole('region', { name: 'Auction result' });
    expect(within(result).getByText('Sold price').parentElement).toHaveTextContent('¥540 000');
    expect(screen.getByRole('status')).toHaveTextContent('The auction is finished');
    expect(within(screen.getByRole('region', { name: 'My bid' })).getByText('Bid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel bid' })).toBeNull();
    noForm();
  });

  it('shows no result block while the auction is open', () => {
    api();
    renderBidding();
    expect(screen.queryByRole('region', { name: 'Auction result' })).toBeNull();
  });
});

describe('LotBidding without biddingAllowed', () => {
  it('shows the restricted notice with a messaging link instead of the form, and no bid modals', async () => {
    api();
    const { user } = renderBidding({ lot: makeLot(withMyBid()), profile: { permission: { biddingAllowed: false } } });
    const notice = screen.getByRole('region', { name: 'Bidding is restricted' });
    expect(notice).toHaveTextContent('Bidding is not available for your account until a deposit is made.');
    expect(within(notice).getByRole('link', { name: 'Message your manager' })).toHaveAttribute('href', 'https://t.me/jauc_support');
    noForm();
    expect(screen.queryByRole('button', { name: 'Cancel bid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raise' })).toBeNull();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

it('prefers the restricted notice to the daily-limit banner of an account that may not bid', () => {
  api();
  renderBidding({ lot: makeLot({ bidLimitReached: true }), profile: { permission: { biddingAllowed: false } } });
  expect(screen.getByRole('region', { name: 'Bidding is restricted' })).toBeInTheDocument();
  expect(screen.queryByText(/daily bid limit/)).toBeNull();
});

describe('LotBidding on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a bottom bar with the price that opens the form in a full-screen sheet', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    api();
    const { user } = renderBidding();
    expect(screen.queryByLabelText('Your bid')).toBeNull();
    expect(screen.getByText('¥500 000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const sheet = screen.getByRole('dialog', { name: 'Place a bid' });
    expect(within(sheet).getByLabelText('Your bid')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place bid' })).toBeInTheDocument();
  });
});
