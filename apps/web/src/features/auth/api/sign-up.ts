import { useMutation } from '@tanstack/react-query';
import { signupResponse, type signupBody } from '@jauc/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SignUpBody = z.output<typeof signupBody>;

/** POST /auth/signup — a 422 answers per-field messages under the provider's field names. */
export const signUp = (body: SignUpBody) => apiRequest(signupResponse, '/auth/signup', { method: 'POST', body, noRefresh: true });

export const useSignUp = () => useMutation({ mutationFn: signUp });
