// Helpers for the shell's component tests (not shipped: only *.test.tsx files import this).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { PERMISSION_NAMES, type Permissions, type Profile } from '@jauc/contract';
import '../../i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Radix positions menus with ResizeObserver and pointer capture, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

type ProfileOverrides = { detail?: Partial<Profile['detail']>; permission?: Partial<Permissions> };

/** A signed-in client with every permission, adjusted by `overrides`. */
export function makeProfile(overrides: ProfileOverrides = {}): Profile {
  const permission = Object.fromEntries(PERMISSION_NAMES.map((p) => [p, true])) as Permissions;
  return {
    success: true,
    detail: {
      userId: 7,
      userLevel: 1,
      fullName: 'Ivan Petrov',
      email: 'ivan@example.com',
      company: null,
      countryId: 183,
      roleId: 1064,
      city: 'Vladivostok',
      address: '',
      mobile: null,
      officePhone: null,
      lastLogin: null,
      bidEmailNotify: true,
      language: 692,
      invoiceLink: '',
      userType: 2,
      ...overrides.detail,
    },
    balanceInfo: { balance: 0, creditLimit: 0, dailyBidLimit: 10, dailyUssLimit: 10, activeBids: 0 },
    permission: { ...permission, ...overrides.permission },
  };
}

/** Renders `ui` at `path` inside a memory router and a fresh query client; /auth/login is a stub page. */
export function renderWithRouter(ui: ReactElement, { path = '/car-auction', routes = [] }: { path?: string; routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter([...routes, { path: '/auth/login', element: <p>Login page</p> }, { path: '*', element: ui }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
