import { z } from 'zod';
import { PAGE_TYPES } from '../codes.js';
import { MSG } from '../errors.js';
import { requiredText } from '../primitives.js';
import { normalizeSavedQuery } from './saved-query.js';

/** At most this many saved searches per user; one more answers 422 `saved_search_limit`. */
export const SAVED_SEARCH_LIMIT = 20;

export const SAVED_SEARCH_NOTIFY = ['email', 'telegram', 'none'] as const;
export type SavedSearchNotify = (typeof SAVED_SEARCH_NOTIFY)[number];
export const savedSearchNotifyField = z.enum(SAVED_SEARCH_NOTIFY, { error: MSG.invalidField });

/**
 * POST /saved-search (issue 21 §4): the listing's current filters under a name. `query` is the
 * listing's URL query (without `?`); it is kept as normalizeSavedQuery writes it.
 */
export const saveSearchBody = z.object({
  name: requiredText(60),
  pageType: z.enum(PAGE_TYPES, { error: MSG.invalidField }),
  query: z
    .string({ error: MSG.invalidField })
    .max(2000, { error: MSG.invalidField })
    .transform((value, ctx) => {
      const normalized = normalizeSavedQuery(value);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidField });
        return z.NEVER;
      }
      return normalized.query;
    }),
  notify: savedSearchNotifyField,
});
export type SaveSearchBody = z.input<typeof saveSearchBody>;
export type SaveSearchInput = z.output<typeof saveSearchBody>;

export const saveSearchResponse = z.object({ success: z.boolean(), id: z.number().int() });
export type SaveSearchResponse = z.infer<typeof saveSearchResponse>;
