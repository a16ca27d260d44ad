import { createBrowserRouter, Outlet } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RequireAccess, RequireAnonymous, RequireAuth } from './guards';

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
                children: [{ path: '/sales-statistic', lazy: () => import('./routes/sales-statistic') }],
              },
              {
                element: (
                  <RequireAccess permissions={['onepriceView']}>
                    <Outlet />
                  </RequireAccess>
                ),
                children: [{ path: '/oneprice', lazy: () => import('./routes/oneprice') }],
              },
              { path: '/profile', lazy: () => import('./routes/profile') },
              { path: '/change-password', lazy: () => import('./routes/change-password') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
