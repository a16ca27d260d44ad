import { z } from 'zod';
import { MSG } from '../errors.js';
import { hasControlChars } from '../primitives.js';

/**
 * GET /user/search?user= (managers with managerBidForClient): clients and dealers whose name,
 * e-mail, company or client id contains the text (at least 4 characters). At most 11 answers, so
 * the page can tell "more than 10" apart. Label: "Full name (client id, e-mail)".
 */
export const USER_SEARCH_MIN_LENGTH = 4;
export const USER_SEARCH_MAX_SHOWN = 10;
export const userSearchQuery = z.object({
  user: z
    .string({ error: MSG.required })
    .trim()
    .min(USER_SEARCH_MIN_LENGTH, { error: MSG.minLength(USER_SEARCH_MIN_LENGTH - 1) })
    .max(100, { error: MSG.invalidField })
    .refine((v) => !hasControlChars(v), { error: MSG.invalidField }),
});
export const userSearchResponse = z.array(z.object({ value: z.number().int(), label: z.string() }));
export type UserSearchResult = z.infer<typeof userSearchResponse>;
