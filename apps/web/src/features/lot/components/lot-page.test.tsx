import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotDetail, PageType } from '@jauc/contract';
import { resetServerClock, setServerClock } from '../../../lib/server-clock';
import { setProfile } from '../../../lib/session-store';
import { makeProfile, type ProfileOverrides } from '../../../test/profile-fixture';
import { json, mockApi, type Call } from '../../../test/render-screen';
import { lotKeys } from '../api/get-lot-detail';
import { makeLotDetail } from '../test/lot-fixtures';
import { renderWithQuery } from '../test/render-lot';
import { LotPage } from './lot-page';

const production = { carInfo: { year: 2015, month: 6, modelCode: 'DAA-ZVW30', engineNo: '2ZR', colorCode: '070' } };

function api(call: Call) {
  const path = call.url.pathname;
  if (path.endsWith('/production-month')) return json(200, production);
  if (path === '/api/v1/car-auction/download-images') return json(200, '/api/v1/files/photos-4242.zip');
  if (path === '/api/v1/car-auction/uss-images')
    return json(200, { success: true, auctionLotDetail: { carCommonDetail: { isUss: true, ussLimit: 2 }, carInfo: { id: 4242, images: [], auctionSheet: '' } }, downloadUrl: '/api/v1/files/uss-4242.zip' });
  return json(404, { success: false, message: 'not_found' });
}

/** The page as the route renders it: from the cached lot detail, so changes to the cache show. */
function CachedLot({ initial, pageType, bidSlot }: { initial: LotDetail; pageType: PageType; bidSlot?: ReactNode }) {
  const { data } = useQuery({ queryKey: lotKeys.detail(pageType, initial.carCommonDetail.id), queryFn: () => initial, initialData: initial, staleTime: Infinity });
  return <LotPage pageType={pageType} lot={data} bidSlot={bidSlot} />;
}

function show(lot: LotDetail, { pageType = 'car-auction', profile = {}, bidSlot }: { pageType?: PageType; profile?: ProfileOverrides; bidSlot?: ReactNode } = {}) {
  setProfile(makeProfile(profile));
  return renderWithQuery(<CachedLot initial={lot} pageType={pageType} bidSlot={bidSlot} />);
}

let clicks: { href: string; download: string }[];
beforeEach(() => {
  // Before the fixture's bidding deadline (2026-11-25 13:00 in Japan), whatever the day the tests run.
  setServerClock({ at: new Date('2026-11-24T00:00:00.000Z') });
  clicks = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetServerClock();
});

const thumbnails = () => within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('button');

describe('LotPage', () => {
  it('shows the title, the lot and car facts in Japan time, the specification and the checklist', () => {
    mockApi(api);
    show(makeLotDetail());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TAA Kinki · Lot 1317Toyota Prius 2015');
    const summary = screen.getByRole('region', { name: 'Lot' });
    // 04:30 UTC is 13:30 in Tokyo.
    expect(within(summary).getByText(/2026-11-25 13:30/)).toBeInTheDocument();
    expect(within(summary).getByText('4.5')).toHaveAttribute('data-tone', 'orange');
    expect(within(summary).getByText('Upcoming')).toBeInTheDocument();
    expect(within(summary).getByText('ZVW30-1234567')).toBeInTheDocument();
    expect(within(summary).getByText('84 500 km')).toBeInTheDocument();

    const specs = screen.getByRole('region', { name: 'Specification' });
    for (const text of ['S Touring', 'Pearl white', '1 800 cc', 'AT', '2WD', 'AC PS PW AW NAVI', '99 hp']) expect(within(specs).getByText(text)).toBeInTheDocument();

    const checklist = screen.getByRole('region', { name: 'Checklist' });
    expect(within(checklist).getByText('Navigation').closest('li')).toHaveAttribute('data-present', 'true');
    expect(within(checklist).getByText('Sunroof').closest('li')).not.toHaveAttribute('data-present');
    expect(within(checklist).getByText('A1').closest('li')).toHaveTextContent('A1Scratch (small) · front bumper');
    expect(within(checklist).getByText('One owner')).toBeInTheDocument();
  });

  it('shows every photo to a client on an auction lot, and two to a dealer or on a past result', () => {
    mockApi(api);
    const { unmount } = show(makeLotDetail());
    expect(thumbnails()).toHaveLength(6);
    unmount();
    const dealer = show(makeLotDetail(), { profile: { detail: { roleId: 1092, userType: 1092 } } });
    expect(thumbnails()).toHaveLength(2);
    dealer.unmount();
    show(makeLotDetail(), { pageType: 'stats' });
    expect(thumbnails()).toHaveLength(2);
  });

  it('renders the bid slot once', () => {
    mockApi(api);
    show(makeLotDetail(), { bidSlot: <section aria-label="Place a bid">panel</section> });
    expect(screen.getAllByRole('region', { name: 'Place a bid' })).toHaveLength(1);
  });

  it('looks the production month up and shows it as year/month with the short month name', async () => {
    const calls = mockApi(api);
    show(makeLotDetail(), { pageType: 'stock' });
    const block = screen.getByRole('region', { name: 'Month of production' });
    expect(await within(block).findByText('2015/06 (Jun)')).toBeInTheDocument();
    expect(within(block).getByText('DAA-ZVW30')).toBeInTheDocument();
    expect(within(block).getByRole('img', { name: /chassis and model codes/ })).toBeInTheDocument();
    const lookup = calls.find((c) => c.url.pathname === '/api/v1/stock/production-month')!;
    expect(lookup.url.searchParams.get('maker')).toBe('Toyota');
    expect(lookup.url.searchParams.get('chassis')).toBe('ZVW30-1234567');
  });

  it('says MonthOfProduction.Empty for an unknown chassis or a failed lookup, and has no block on past results', async () => {
    mockApi(() => json(200, { carInfo: null }));
    const { unmount } = show(makeLotDetail());
    expect(await screen.findByText('No production data for this chassis')).toBeInTheDocument();
    unmount();
    mockApi(() => json(500, { success: false, message: 'internal_error' }));
    const failed = show(makeLotDetail());
    expect(await screen.findByText('No production data for this chassis')).toBeInTheDocument();
    failed.unmount();
    show(makeLotDetail(), { pageType: 'stats' });
    expect(screen.queryByRole('region', { name: 'Month of production' })).not.toBeInTheDocument();
  });

  it('downloads the photos of an ordinary auction lot as images.zip', async () => {
    const calls = mockApi(api);
    const { user } = show(makeLotDetail());
    await user.click(screen.getByRole('button', { name: 'Download photos' }));
    await waitFor(() => expect(clicks).toEqual([{ href: '/api/v1/files/photos-4242.zip', download: 'images.zip' }]));
    expect(calls.find((c) => c.url.pathname === '/api/v1/car-auction/download-images')!.url.searchParams.get('id')).toBe('4242');
  });

  it('offers no download without the permission, on stock and past lots, or when the lot forbids it', () => {
    mockApi(api);
    const cases: [LotDetail, Parameters<typeof show>[1]][] = [
      [makeLotDetail(), { profile: { permission: { downloadPhotos: false } } }],
      [makeLotDetail(), { pageType: 'stock' }],
      [makeLotDetail(), { pageType: 'stats' }],
      [makeLotDetail({ carCommonDetail: { allowDownloadPhotos: false } }), {}],
    ];
    for (const [lot, options] of cases) {
      const { unmount } = show(lot, options);
      expect(screen.getByRole('region', { name: 'Lot' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download photos' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('uses one of the day’s USS downloads: the count goes down and the button stays disabled', async () => {
    const calls = mockApi(api);
    const { user } = show(makeLotDetail({ carCommonDetail: { isUss: true, allowDownloadPhotos: false }, ussCounter: { ussLimit: 3 } }));
    expect(screen.getByTestId('uss-left')).toHaveTextContent('3 downloads left today');
    const button = screen.getByRole('button', { name: 'Download photos' });
    await user.click(button);
    await waitFor(() => expect(clicks).toEqual([{ href: '/api/v1/files/uss-4242.zip', download: 'images.zip' }]));
    expect(calls.filter((c) => c.url.pathname === '/api/v1/car-auction/uss-images')).toHaveLength(1);
    expect(screen.getByTestId('uss-left')).toHaveTextContent('2 downloads left today');
    expect(button).toBeDisabled();
  });

  it('disables the USS download when none are left or the count is missing', () => {
    mockApi(api);
    const { unmount } = show(makeLotDetail({ carCommonDetail: { isUss: true, allowDownloadPhotos: false }, ussCounter: { ussLimit: 0 } }));
    expect(screen.getByRole('button', { name: 'Download photos' })).toBeDisabled();
    expect(screen.getByTestId('uss-left')).toHaveTextContent('0 downloads left today');
    unmount();
    show(makeLotDetail({ carCommonDetail: { isUss: true, allowDownloadPhotos: false } }));
    expect(screen.getByRole('button', { name: 'Download photos' })).toBeDisabled();
  });

  it('shows the share button only with the shareCar permission', () => {
    mockApi(api);
    const { unmount } = show(makeLotDetail());
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    unmount();
    show(makeLotDetail(), { profile: { permission: { shareCar: false } } });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
