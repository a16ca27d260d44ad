import type { ListingUrlState } from './listing-url';
import { RANGE_KEYS, rangeError, rangeToText, textToRange, type RangeError, type RangeKey, type RangeText } from './range-input';

// The filters being edited (the draft) against the filters in the URL (applied). The bar and
// the sheet edit the draft; Search applies it (spec 1 §2: disabled while not applicable).

/** The "additional" chip's lists, in the order they are shown. */
export const ADDITIONAL_KEYS = ['condition', 'gearbox', 'color', 'status', 'auction', 'chassis'] as const;
export type AdditionalKey = (typeof ADDITIONAL_KEYS)[number];
export const LIST_KEYS = ['date', 'maker', 'model', ...ADDITIONAL_KEYS] as const;
export type ListKey = (typeof LIST_KEYS)[number];
export type ListValue<K extends ListKey> = NonNullable<ListingUrlState[K]>[number];

export type FilterDraft = { [K in ListKey]: Array<ListValue<K>> } & { [K in RangeKey]: RangeText };
type DraftKey = keyof FilterDraft;
const DRAFT_KEYS: readonly DraftKey[] = [...LIST_KEYS, ...RANGE_KEYS];

export function draftFromState(state: ListingUrlState): FilterDraft {
  const draft: Record<string, unknown> = {};
  for (const key of LIST_KEYS) draft[key] = [...(state[key] ?? [])];
  for (const key of RANGE_KEYS) draft[key] = rangeToText(key, state[key]);
  return draft as FilterDraft;
}

/** An empty draft: what Clear all leaves. */
export const EMPTY_DRAFT: FilterDraft = draftFromState({ page: 1 });

/** `state` with its filters replaced by the draft's; page, sort and the quick search stay. */
export function applyDraft(state: ListingUrlState, draft: FilterDraft): ListingUrlState {
  const next: Record<string, unknown> = { ...state };
  for (const key of LIST_KEYS) {
    if (draft[key].length) next[key] = [...draft[key]];
    else delete next[key];
  }
  for (const key of RANGE_KEYS) {
    const range = textToRange(draft[key]);
    if (range) next[key] = range;
    else delete next[key];
  }
  return next as ListingUrlState;
}

/** The filters of a state in a comparable form: lists as sorted sets, ranges by their bounds. */
function filterSignature(state: ListingUrlState): string {
  const sig: Record<string, unknown> = {};
  for (const key of LIST_KEYS) {
    const list = state[key];
    if (list?.length) sig[key] = [...new Set(list.map(String))].sort();
  }
  for (const key of RANGE_KEYS) {
    const r = state[key];
    if (r && (r.from !== null || r.to !== null)) sig[key] = [r.from, r.to];
  }
  if (state.search?.trim()) sig.search = state.search.trim();
  return JSON.stringify(sig);
}

/** Whether two states filter the same lots (order of chosen values aside). */
export const sameFilters = (a: ListingUrlState, b: ListingUrlState) => filterSignature(a) === filterSignature(b);

export function draftErrors(draft: FilterDraft): Partial<Record<RangeKey, RangeError>> {
  const errors: Partial<Record<RangeKey, RangeError>> = {};
  for (const key of RANGE_KEYS) {
    const error = rangeError(key, draft[key]);
    if (error) errors[key] = error;
  }
  return errors;
}

/** Why Search is disabled: a value to correct, or nothing new to apply; null when it can run. */
export type NotApplicable = 'invalid' | 'unchanged';
export function applicability(draft: FilterDraft, applied: ListingUrlState): NotApplicable | null {
  if (Object.keys(draftErrors(draft)).length) return 'invalid';
  return sameFilters(applyDraft(applied, draft), applied) ? 'unchanged' : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
export const sameDraft = (a: FilterDraft, b: FilterDraft) => same(a, b);

/**
 * The draft after the applied filters moved from `prev` to `next` (back button, a removed chip,
 * the quick search): untouched parts follow the URL, the user's pending edits stay.
 */
export function rebaseDraft(draft: FilterDraft, prev: FilterDraft, next: FilterDraft): FilterDraft {
  const out: Record<string, unknown> = {};
  for (const key of DRAFT_KEYS) out[key] = same(draft[key], prev[key]) ? next[key] : draft[key];
  return out as FilterDraft;
}

/**
 * The models left once the makers are `makers`: none without a maker (spec 1 §4: a model needs
 * a maker), and none of a maker no longer chosen. `owner` maps model ids to their maker for the
 * model lists loaded so far; a model of unknown maker stays.
 */
export function pruneModels(models: readonly number[], makers: readonly number[], owner: ReadonlyMap<number, number>): number[] {
  if (!makers.length) return [];
  return models.filter((m) => {
    const maker = owner.get(m);
    return maker === undefined || makers.includes(maker);
  });
}
