import { z } from 'zod';
import { PAGE_TYPES } from '../codes.js';
import { SAVED_SEARCH_NOTIFY } from './save-search.js';

/** GET /saved-search/list: the caller's saved searches, newest first, each with the lots found since it was last opened. */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pageType: z.enum(PAGE_TYPES),
  query: z.string(),
  notify: z.enum(SAVED_SEARCH_NOTIFY),
  /** Matching lots added since the user last opened this search. */
  newCount: z.number().int(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListResponse = z.object({ list: z.array(savedSearchSchema) });
export type SavedSearchListResponse = z.infer<typeof savedSearchListResponse>;
