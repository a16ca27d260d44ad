import { z } from 'zod';
import { MSG } from '../errors.js';
import { PASSWORD_MIN_LENGTH } from '../codes.js';
import { requiredText } from '../primitives.js';

// Field schemas whose messages are the translation keys the forms show (spec 1 §5).
export const requiredString = requiredText;

export const emailField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(254, { error: MSG.maxLength(254) })
  // The published schema (OpenAPI) says what the pipe below checks: an address by zod's rule.
  .meta({ format: 'email', pattern: z.regexes.email.source })
  .pipe(z.email({ error: MSG.email }))
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .min(PASSWORD_MIN_LENGTH, { error: MSG.minLength(PASSWORD_MIN_LENGTH) })
  .max(128, { error: MSG.maxLength(128) });

// Link tokens are base64url (lib/tokens.ts on the server): anything else cannot be one.
export const tokenQuery = z.object({
  token: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(200, { error: MSG.invalidField }).regex(/^[\w-]+$/, { error: MSG.invalidField }),
});
