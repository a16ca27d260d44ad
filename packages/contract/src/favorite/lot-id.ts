import { idField } from '../primitives.js';

export { requiredOrInvalid } from '../primitives.js';

// Lot ids are PostgreSQL `integer`s: anything past int4 could never match a lot, and letting it
// through would make the database, not the contract, reject the request.
/** A lot id as a JSON number or a numeric string (query values and older clients send strings). */
export const lotIdField = idField;
