// Figures a listing row shows that are derived from many lots rather than stored on the lot
// (average prices, price summaries). Kept listing rows (modules/listing/listing-rows.ts) note
// the generation they were read at and are read again once it moves. A neutral place, so the
// modules that rebuild the figures need not import the listing.

let generation = 0;

/** The current generation: moves whenever a derived figure may have changed on this instance. */
export const derivedGeneration = (): number => generation;

/** Call after a rebuild of derived figures has committed. */
export function derivedFiguresChanged(): void {
  generation++;
}
