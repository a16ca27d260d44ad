import { useMutation } from '@tanstack/react-query';
import { resetPasswordResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/reset-password?email= — answers the same whether or not the address exists. */
export const requestPasswordReset = (email: string) => apiRequest(resetPasswordResponse, '/auth/reset-password', { query: { email }, noRefresh: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
