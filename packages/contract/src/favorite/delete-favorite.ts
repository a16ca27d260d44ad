import { z } from 'zod';
import { favoriteGroupField } from './add-favorite.js';
import { lotIdField } from './lot-id.js';

/**
 * DELETE /favorite/delete?group=&carId= (spec 2 §7): takes the lot out of that group. A lot
 * that is not in the group is already where the caller wants it: success, nothing changes.
 */
export const deleteFavoriteQuery = z.object({ group: favoriteGroupField, carId: lotIdField });
export type DeleteFavoriteQuery = z.input<typeof deleteFavoriteQuery>;
export type DeleteFavoriteInput = z.output<typeof deleteFavoriteQuery>;

export const deleteFavoriteResponse = z.object({ success: z.boolean() });
export type DeleteFavoriteResponse = z.infer<typeof deleteFavoriteResponse>;
