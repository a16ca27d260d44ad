import { useMutation } from '@tanstack/react-query';
import { successSchema, type changePasswordBody } from '@jauc/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ChangePasswordValues = z.output<typeof changePasswordBody>;

/** POST /user/change-password — a wrong current password answers 422 {oldPassword: Errors.WrongPassword}. */
export const changePassword = (body: ChangePasswordValues) => apiRequest(successSchema, '/user/change-password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
