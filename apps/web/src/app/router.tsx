import { createBrowserRouter, Outlet } from 'react-router';
import type { PageType } from '@jauc/contract';
import { PageSpinner } from '../components/ui/spinner';
import { RootLayout } from './layouts/root-layout';
import { RequireAccess, RequireAnonymous, RequireAuth } from './guards';
import { trackLocation } from './navigation-trail';
import { firstVisitOnly, listingLoader, lotLoader } from './prefetch';

/** Lot pages name themselves once the lot is loaded; until then "Lot". */
const lotPage = { handle: { title: 'LotPage.documentTitle' } };
// The first screen's data starts loading with the screen's code (./prefetch).
const listing = (pageType: PageType) => ({ loader: listingLoader(pageType), shouldRevalidate: firstVisitOnly });
const lot = (pageType: PageType) => ({ ...lotPage, loader: lotLoader(pageType), shouldRevalidate: firstVisitOnly });

// Every screen is a lazy route module under ./routes, so the initial bundle holds only the shell.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Shown while the first screen's code loads (the router starts before any route is ready).
    HydrateFallback: PageSpinner,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          {
            element: (
              <RequireAnonymous>
                <Outlet />
              </RequireAnonymous>
            ),
            children: [
              { path: '/auth/login', lazy: () => import('./routes/login') },
              { path: '/auth/sign-up', lazy: () => import('./routes/sign-up') },
              { path: '/auth/forgot-password', lazy: () => import('./routes/forgot-password') },
            ],
          },
          // Links from e-mails work whether or not someone is signed in on this browser.
          { path: '/verify-email', lazy: () => import('./routes/verify-email') },
          { path: '/auth/login-link', lazy: () => import('./routes/login-link') },
          { path: '/auth/change-password', lazy: () => import('./routes/reset-password') },
        ],
      },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
            children: [
              {
                element: (
                  <RequireAccess permissions={['carAuctionsView']}>
                    <Outlet />
                  </RequireAccess>
                ),
                children: [
                  { index: true, lazy: () => import('./routes/car-auction'), ...listing('car-auction') },
                  { path: '/car-auction', lazy: () => import('./routes/car-auction'), ...listing('car-auction') },
                  { path: '/car-auction/:id', lazy: () => import('./routes/car-auction-lot'), ...lot('car-auction') },
                  // Favorites hold lots of every kind but are reached from the auctions (spec 1 §6).
                  { path: '/favorites/:group?', lazy: () => import('./routes/favorites') },
                ],
              },
              {
                element: (
                  <RequireAccess permissions={['salesStatisticsView']}>
                    <Outlet />
                  </RequireAccess>
                ),
                children: [
                  { path: '/sales-statistic', lazy: () => import('./routes/sales-statistic'), ...listing('stats') },
                  { path: '/sales-statistic/:id', lazy: () => import('./routes/sales-statistic-lot'), ...lot('stats') },
                ],
              },
              {
                element: (
                  <RequireAccess permissions={['onepriceView']}>
                    <Outlet />
                  </RequireAccess>
                ),
                children: [
                  { path: '/oneprice', lazy: () => import('./routes/oneprice'), ...listing('stock') },
                  { path: '/oneprice/:id', lazy: () => import('./routes/oneprice-lot'), ...lot('stock') },
                ],
              },
              // The bid lists: each page sends another kind of user to their profile (spec 1 §4).
              { path: '/bid-manager', lazy: () => import('./routes/bid-manager') },
              { path: '/bids', lazy: () => import('./routes/bids') },
              { path: '/dealer-bids', lazy: () => import('./routes/dealer-bids') },
              { path: '/archive-bids', lazy: () => import('./routes/archive-bids') },
              { path: '/dashboard', lazy: () => import('./routes/dashboard') },
              { path: '/purchased-cars', lazy: () => import('./routes/purchased-cars') },
              { path: '/purchased-cars/:id', lazy: () => import('./routes/purchased-car') },
              { path: '/payments', lazy: () => import('./routes/payments') },
              { path: '/balance', lazy: () => import('./routes/balance'), handle: { title: 'Balance.title' } },
              { path: '/payment-accounts', lazy: () => import('./routes/payment-accounts'), handle: { title: 'PayInfo.accountsTitle' } },
              { path: '/clients', lazy: () => import('./routes/clients') },
              { path: '/profile', lazy: () => import('./routes/profile') },
              { path: '/change-password', lazy: () => import('./routes/change-password') },
              { path: '/make-an-order', lazy: () => import('./routes/make-an-order'), handle: { title: 'MakeAnOrder.title' } },
              { path: '/orders', lazy: () => import('./routes/orders'), handle: { title: 'Orders.title' } },
              { path: '/landed-cost', lazy: () => import('./routes/landed-cost'), handle: { title: 'LandedCost.pageTitle' } },
              { path: '/landed-cost/settings', lazy: () => import('./routes/landed-cost-settings'), handle: { title: 'LandedCost.settings.title' } },
              { path: '/my-orders', lazy: () => import('./routes/my-orders'), handle: { title: 'Orders.myTitle' } },
              { path: '/saved-searches', lazy: () => import('./routes/saved-searches'), handle: { title: 'SavedSearch.title' } },
            ],
          },
        ],
      },
      // The shared lot is public: anyone with the link and its code (spec 2 §6).
      { path: '/:type/share/:id', lazy: () => import('./routes/shared-lot'), ...lotPage },
      // The information pages are public; a signed-in user sees them inside the app layout.
      { path: '/about', lazy: () => import('./routes/about'), handle: { title: 'Info.about.title' } },
      { path: '/how-to-buy', lazy: () => import('./routes/how-to-buy'), handle: { title: 'Info.howToBuy.title' } },
      { path: '/go-net', lazy: () => import('./routes/go-net'), handle: { title: 'Info.goNet.title' } },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

// Remembers where each history entry was opened from (a lot page's Back link uses it).
trackLocation(router.state.historyAction, router.state.location);
router.subscribe((state) => trackLocation(state.historyAction, state.location));
