import { z } from 'zod';
import { MSG } from '../errors.js';
import { idField, plainText } from '../primitives.js';
import { clientRowSchema } from './clients-list.js';

// PUT /clients/update (managers only, 403 for anyone else): a client's credit limit and the
// managers' note. Each field is optional (absent: unchanged); a note of '' clears it. Every change
// is written to the account's log (user_logs) with the manager and the old and new values.
// An unknown account, or one that is not a client or dealer: 404 client_not_found.

export const CREDIT_LIMIT_MAX = 10_000_000_000;
export const CLIENT_NOTE_MAX = 2000;

export const updateClientBody = z
  .object({
    userId: idField,
    creditLimit: z
      .number({ error: MSG.invalidField })
      .int({ error: MSG.invalidField })
      .min(0, { error: MSG.invalidField })
      .max(CREDIT_LIMIT_MAX, { error: MSG.invalidField })
      .optional(),
    note: plainText(CLIENT_NOTE_MAX)
      .optional(),
  })
  .refine((b) => b.creditLimit !== undefined || b.note !== undefined, { error: MSG.required, path: ['creditLimit'] });
export type UpdateClientInput = z.input<typeof updateClientBody>;

export const updateClientResponse = z.object({ success: z.literal(true), client: clientRowSchema });
export type UpdateClientResponse = z.infer<typeof updateClientResponse>;
