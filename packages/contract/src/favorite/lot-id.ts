import { z } from 'zod';
import { MSG } from '../errors.js';

// Lot ids are PostgreSQL `integer`s: anything past int4 could never match a lot, and letting it
// through would make the database, not the contract, reject the request.
const MAX_LOT_ID = 2_147_483_647;

/** Required when absent, invalid otherwise: the message keys the forms and the server answer with. */
export const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? MSG.required : MSG.invalidField);

/** A lot id as a JSON number or a numeric string (query values and older clients send strings). */
export const lotIdField = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: requiredOrInvalid })
  .pipe(z.number().int({ error: MSG.invalidField }).min(1, { error: MSG.invalidField }).max(MAX_LOT_ID, { error: MSG.invalidField }));
