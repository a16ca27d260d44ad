import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/** Renders a lot-page part with a fresh query cache (no retries); returns the user and the cache. */
export function renderWithQuery(element: ReactElement, { advanceTimers }: { advanceTimers?: (ms: number) => unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return { user, queryClient, ...view };
}
