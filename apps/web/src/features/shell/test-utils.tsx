// Helpers for the shell's component tests (not shipped: only *.test.tsx files import this).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

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

export { makeProfile } from '../../test/profile-fixture';

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
