import { useQuery } from '@tanstack/react-query';
import { successSchema } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/verify-email?token= */
export const verifyEmail = (token: string) => apiRequest(successSchema, '/auth/verify-email', { method: 'POST', query: { token }, noRefresh: true });

/**
 * Runs the verification once per token when the page opens. A query rather than a mutation so a
 * re-mount (React's strict mode, going back) does not spend the single-use token twice.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token!),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
