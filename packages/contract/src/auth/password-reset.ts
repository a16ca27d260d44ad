import { z } from 'zod';
import { MSG } from '../errors.js';
import { emailField, passwordField } from './fields.js';

/** GET /auth/reset-password?email= — answers the same whether or not the address exists. */
export const resetPasswordQuery = z.object({ email: emailField });
export const resetPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /auth/reset-password-verify?token= */
export const resetPasswordVerifyBody = z
  .object({ newPassword: passwordField, confirmNewPassword: z.string({ error: MSG.required }).min(1, { error: MSG.required }) })
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: MSG.passwordMatch });
export type ResetPasswordVerifyBody = z.input<typeof resetPasswordVerifyBody>;
