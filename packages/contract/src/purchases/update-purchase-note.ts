import { z } from 'zod';
import { rawText } from '../primitives.js';

// PUT /purchased-cars/{id}/note (managers): the manager's note on the purchase, saved as typed
// (spec 2 §5 "Note is saved as-is"), at most 2000 characters; the owner reads it. Logged.
export const PURCHASE_NOTE_MAX = 2000;
export const updatePurchaseNoteBody = z.object({ note: rawText(PURCHASE_NOTE_MAX) });
export type UpdatePurchaseNoteBody = z.infer<typeof updatePurchaseNoteBody>;
