import { z } from 'zod';
import { FAVORITE_GROUPS } from '../codes.js';
import { MSG } from '../errors.js';
import { lotIdField, requiredOrInvalid } from './lot-id.js';

/** At most this many favorites per user; one more answers 422 `favorites_limit`. */
export const FAVORITES_LIMIT = 1000;

export const favoriteGroupField = z.enum(FAVORITE_GROUPS, { error: requiredOrInvalid });

/**
 * POST /favorite/add (spec 2 §4, §7): puts the lot in the group, moving it out of any other
 * group of the same user (a lot is in at most one group). `type` is the lot's kind as the
 * client knows it; when given it must match the lot.
 */
export const addFavoriteBody = z.object({
  carId: lotIdField,
  group: favoriteGroupField,
  type: z.enum(['auction', 'stock'], { error: MSG.invalidField }).optional(),
});
export type AddFavoriteBody = z.input<typeof addFavoriteBody>;
export type AddFavoriteInput = z.output<typeof addFavoriteBody>;

export const addFavoriteResponse = z.object({ success: z.boolean() });
export type AddFavoriteResponse = z.infer<typeof addFavoriteResponse>;
