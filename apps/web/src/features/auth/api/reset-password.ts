import { useMutation } from '@tanstack/react-query';
import { successSchema, type resetPasswordVerifyBody } from '@jauc/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordValues = z.output<typeof resetPasswordVerifyBody>;

/** POST /auth/reset-password-verify?token= {newPassword, confirmNewPassword} */
export const resetPassword = (token: string, body: ResetPasswordValues) =>
  apiRequest(successSchema, '/auth/reset-password-verify', { method: 'POST', query: { token }, body, noRefresh: true });

// No cache effect: the token check is never kept after the page closes (gcTime 0), so a spent
// link is verified afresh on the next visit.
export const useResetPassword = (token: string) => useMutation({ mutationFn: (body: ResetPasswordValues) => resetPassword(token, body) });
