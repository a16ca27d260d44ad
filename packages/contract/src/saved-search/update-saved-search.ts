import { z } from 'zod';
import { idField } from '../primitives.js';
import { savedSearchNotifyField } from './save-search.js';

/** DELETE /saved-search?id=: another user's search (or none) answers 404. */
export const deleteSavedSearchQuery = z.object({ id: idField });
export type DeleteSavedSearchInput = z.output<typeof deleteSavedSearchQuery>;

/** PUT /saved-search/notify: how alerts of the search come (`none` pauses them). */
export const savedSearchNotifyBody = z.object({ id: idField, notify: savedSearchNotifyField });
export type SavedSearchNotifyInput = z.output<typeof savedSearchNotifyBody>;

/** POST /saved-search/opened: the user opened the search; its newCount starts again from 0. */
export const savedSearchOpenedBody = z.object({ id: idField });
export type SavedSearchOpenedInput = z.output<typeof savedSearchOpenedBody>;

export const savedSearchOkResponse = z.object({ success: z.boolean() });
