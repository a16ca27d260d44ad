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
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
