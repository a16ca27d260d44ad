import { z } from 'zod';
import { emailField, passwordField } from './fields.js';

/** POST /auth — sets the session cookies; tokens never travel in the body (docs/decisions/001). */
export const loginBody = z.object({ email: emailField, password: passwordField });
export type LoginBody = z.input<typeof loginBody>;

export const loginResponse = z.object({
  success: z.literal(true),
  'access-token': z.string().optional(),
  'refresh-token': z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;
