import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../lib/session-store';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A JSON answer as the server sends it. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch with `answer`; returns the list of calls the screen made. */
export function mockApi(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** Renders one screen routed at `path`, opened at `at` (plus plain pages at `others`), with a fresh query cache. */
export function renderScreen(element: ReactElement, { path, at = path, others = [] }: { path: string; at?: string; others?: string[] }) {
  const router = createMemoryRouter([{ path, element }, ...others.map((p) => ({ path: p, element: <p>page {p}</p> }))], { initialEntries: [at] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user };
}

// Screens under test share module state (session store, localStorage): reset it after each test.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearSession();
  localStorage.clear();
});
