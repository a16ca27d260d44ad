// Test helpers for the filter components (only *.test.tsx files import this).
import type { FacetOption, FiltersResponse, PageType, WeekDays } from '@jauc/contract';
import { afterEach, vi } from 'vitest';
import { json, mockApi, renderScreen } from '../../../../test/render-screen';
import { useListingParams } from '../../hooks/use-listing-params';
import { ListingFilters } from './listing-filters';

// Radix positions popovers with ResizeObserver and pointer capture, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
afterEach(() => vi.unstubAllGlobals());

export const MAKERS: FacetOption[] = [
  { counter: 4953, value: 1, label: 'TOYOTA' },
  { counter: 2317, value: 3, label: 'HONDA' },
  { counter: 2277, value: 2, label: 'NISSAN' },
];
export const MODELS: Record<number, FacetOption[]> = {
  1: [
    { counter: 533, value: 101, label: 'PRIUS' },
    { counter: 499, value: 102, label: 'AQUA' },
  ],
  3: [{ counter: 310, value: 301, label: 'FIT' }],
  2: [{ counter: 120, value: 201, label: 'NOTE' }],
};
export const FILTERS: FiltersResponse = {
  condition: [
    { label: '4.5', value: '4.5' },
    { label: 'R', value: 'R' },
  ],
  gearbox: [
    { label: 'AT', value: 'AT' },
    { label: 'MT', value: 'MT' },
  ],
  auction: [
    { label: 'USS Tokyo', value: 1 },
    { label: 'TAA Kinki', value: 7 },
  ],
  status: [{ label: 'Upcoming', value: 4532 }],
  color: [],
  chassis: [{ label: 'ZVW30', value: 'ZVW30' }],
  mileage: { min: 1000, max: 471000, step: 1000 },
  engine: { min: 600, max: 13000, step: 100 },
  year: { min: 2006, max: 2026, step: 1 },
  totalSearchResults: 100,
  totalResults: 100,
};
export const WEEK_DAYS: WeekDays = {
  dayList: [
    { value: '2026-11-23', label: 'Mon' },
    { value: '2026-11-24', label: 'Tue' },
    { value: '2026-11-25', label: 'Wed' },
    { value: '2026-11-26', label: 'Thu' },
    { value: '2026-11-27', label: 'Fri' },
    { value: '2026-11-28', label: 'Sat' },
  ],
};

/** The filter endpoints answering with the fixtures; returns the calls made. */
export function mockFilterApi() {
  return mockApi(({ url }) => {
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/site/week-days') return json(200, WEEK_DAYS);
    if (path.endsWith('/maker')) return json(200, MAKERS);
    if (path.endsWith('/model')) return json(200, MODELS[Number(url.searchParams.get('id'))] ?? []);
    if (path.endsWith('/filters')) return json(200, FILTERS);
    return json(404, { success: false, message: 'not_found' });
  });
}

function Host({ pageType }: { pageType: PageType }) {
  const params = useListingParams();
  return <ListingFilters pageType={pageType} state={params.state} onApply={params.setFilters} onReset={params.resetFilters} />;
}

/** The filters of a listing opened at `at`, wired to the URL like the listing page does. */
export function renderFilters(at = '/car-auction', pageType: PageType = 'car-auction') {
  vi.stubGlobal('scrollTo', vi.fn());
  const path = `/${at.split('?')[0]!.split('/')[1]}`;
  const screen = renderScreen(<Host pageType={pageType} />, { path, at });
  return { ...screen, search: () => decodeURIComponent(screen.router.state.location.search.replace(/^\?/, '')) };
}

/** Narrow screens: every media query answers false. */
export function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}
