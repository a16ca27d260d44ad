import type { FilterDraft } from '../../lib/filter-draft';
import { ADDITIONAL_KEYS } from '../../lib/filter-draft';
import { RANGE_KEYS } from '../../lib/range-input';

/** The bar's chips in the spec's order (spec 1 §2), each with the draft parts it edits. */
export const FILTER_SECTIONS = [
  { id: 'date', keys: ['date'] },
  { id: 'maker', keys: ['maker'] },
  { id: 'model', keys: ['model'] },
  { id: 'range', keys: RANGE_KEYS },
  { id: 'additional', keys: ADDITIONAL_KEYS },
] as const satisfies ReadonlyArray<{ id: string; keys: ReadonlyArray<keyof FilterDraft> }>;

export type FilterSectionId = (typeof FILTER_SECTIONS)[number]['id'];

/** How many values a section holds in the draft (a range with any bound typed counts once). */
export function sectionCount(draft: FilterDraft, keys: ReadonlyArray<keyof FilterDraft>): number {
  let n = 0;
  for (const key of keys) {
    const value = draft[key];
    n += Array.isArray(value) ? value.length : value.from || value.to ? 1 : 0;
  }
  return n;
}

/** The draft with a section emptied (its popover's Clear). */
export function clearSection(keys: ReadonlyArray<keyof FilterDraft>): Partial<FilterDraft> {
  const patch: Record<string, unknown> = {};
  for (const key of keys) patch[key] = (RANGE_KEYS as readonly string[]).includes(key) ? { from: '', to: '' } : [];
  return patch as Partial<FilterDraft>;
}
