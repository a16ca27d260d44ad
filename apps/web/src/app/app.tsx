import { useEffect } from 'react';
import { hashKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { currentLanguage } from '../i18n';
import { ApiError } from '../lib/api-errors';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Answers carry server texts in the request's language: each language has its own entries.
      queryKeyHashFn: (key) => hashKey([currentLanguage(), ...key]),
      refetchOnWindowFocus: false,
      // 4xx answers will not change by asking again; network blips and 5xx get one more try.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    },
  },
});

export function App() {
  // Live updates (issue 13 §2) load with their own chunk: the stream opens once someone signs in.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-updates').then(({ startLiveUpdates }) => {
      if (!cancelled) stop = startLiveUpdates(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
