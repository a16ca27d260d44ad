import type { Range } from '@jauc/contract';
import type { ListingUrlState } from './listing-url';
import { ADDITIONAL_KEYS, pruneModels, type ListKey } from './filter-draft';
import { RANGE_KEYS, type RangeKey } from './range-input';

/** One applied value, shown as a removable chip (spec 1 §2 filter bar). */
export type FilterChip = { key: ListKey; value: string | number } | { key: RangeKey; range: Range } | { key: 'search'; value: string };

/** The chips of a state, in the bar's order: date, maker, model, ranges, additional, then the quick search. */
export function filterChips(state: ListingUrlState): FilterChip[] {
  const chips: FilterChip[] = [];
  const addList = (key: ListKey) => {
    for (const value of state[key] ?? []) chips.push({ key, value });
  };
  for (const key of ['date', 'maker', 'model'] as const) addList(key);
  for (const key of RANGE_KEYS) {
    const range = state[key];
    if (range && (range.from !== null || range.to !== null)) chips.push({ key, range });
  }
  for (const key of ADDITIONAL_KEYS) addList(key);
  const search = state.search?.trim();
  if (search) chips.push({ key: 'search', value: search });
  return chips;
}

export const chipId = (chip: FilterChip) => ('range' in chip ? chip.key : `${chip.key}:${chip.value}`);

/**
 * `state` without the chip's value. Removing a maker also drops its models (`modelOwner`: model
 * id to maker id, as far as known), and all models with the last maker.
 */
export function removeChip(state: ListingUrlState, chip: FilterChip, modelOwner: ReadonlyMap<number, number> = new Map()): ListingUrlState {
  const next: Record<string, unknown> = { ...state };
  const set = (key: string, list: unknown[]) => {
    if (list.length) next[key] = list;
    else delete next[key];
  };
  if ('range' in chip || chip.key === 'search') {
    delete next[chip.key];
  } else {
    const rest = (state[chip.key] ?? []).filter((v: string | number) => v !== chip.value);
    set(chip.key, rest);
    if (chip.key === 'maker' && state.model) set('model', pruneModels(state.model, rest as number[], modelOwner));
  }
  return next as ListingUrlState;
}

/** The number on the mobile Filters button: applied values other than the quick search. */
export const activeFilterCount = (state: ListingUrlState) => filterChips(state).filter((c) => c.key !== 'search').length;
