// The waits of spec 1 §9 for the listing filters, in milliseconds.

/** The model lists follow the chosen makers this long after the last maker change. */
export const MODEL_DEBOUNCE_MS = 700;
/** A typed date joins the chosen dates this long after the last keystroke (Enter adds it at once). */
export const DATE_DEBOUNCE_MS = 700;
/** The quick search runs this long after the last keystroke (Enter runs it at once). */
export const QUICK_SEARCH_DEBOUNCE_MS = 1500;
/** How long the note on a disabled Search button stays up. */
export const FILTER_TOOLTIP_MS = 2000;
