import { createBrowserRouter, Outlet } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RequireAccess, RequireAnonymous, RequireAuth } from './guards';
import { trackLocation } from './navigation-trail';

/** Lot pages name themselves once the lot is loaded; until then "Lot". */
const lotPage = { handle: { title: 'LotPage.documentTitle' } };

// Every screen is a lazy route module under ./routes, so the initial bundle holds only the shell.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
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
                  { index: true, lazy: () => import('./routes/car-auction') },
                  { path: '/car-auction', lazy: () => import('./routes/car-auction') },
                  { path: '/car-auction/:id', lazy: () => import('./routes/car-auction-lot'), ...lotPage },
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
                  { path: '/sales-statistic', lazy: () => import('./routes/sales-statistic') },
                  { path: '/sales-statistic/:id', lazy: () => import('./routes/sales-statistic-lot'), ...lotPage },
                ],
              },
              {
                element: (
                  <RequireAccess permissions={['onepriceView']}>
                    <Outlet />
                  </RequireAccess>
                ),
                children: [
                  { path: '/oneprice', lazy: () => import('./routes/oneprice') },
                  { path: '/oneprice/:id', lazy: () => import('./routes/oneprice-lot'), ...lotPage },
                ],
              },
              { path: '/profile', lazy: () => import('./routes/profile') },
              { path: '/change-password', lazy: () => import('./routes/change-password') },
            ],
          },
        ],
      },
      // The shared lot is public: anyone with the link and its code (spec 2 §6).
      { path: '/:type/share/:id', lazy: () => import('./routes/shared-lot'), ...lotPage },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

// Remembers where each history entry was opened from (a lot page's Back link uses it).
trackLocation(router.state.historyAction, router.state.location);
router.subscribe((state) => trackLocation(state.historyAction, state.location));
