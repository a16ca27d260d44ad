import { useQuery } from '@tanstack/react-query';
import { successSchema } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/reset-password-token-verify?token= — flags the reset link valid or invalid. */
export const verifyResetToken = (token: string) => apiRequest(successSchema, '/auth/reset-password-token-verify', { query: { token }, noRefresh: true });

export function useVerifyResetToken(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => verifyResetToken(token!),
    enabled: !!token,
    retry: false,
    // The answer must reflect the link's state now, not an earlier visit.
    gcTime: 0,
  });
}
