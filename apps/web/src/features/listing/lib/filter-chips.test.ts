import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS_IDS, SORT_FIELDS } from '@jauc/contract';
import { activeFilterCount, chipId, filterChips, removeChip } from './filter-chips';
import { applyDraft, draftFromState, EMPTY_DRAFT, LIST_KEYS, type ListKey } from './filter-draft';
import { hasFilters, parseListingUrl, serializeListingUrl, type ListingUrlState } from './listing-url';
import { RANGE_KEYS } from './range-input';

const text = (maxLength: number) => fc.stringMatching(new RegExp(`^[A-Z0-9*.][A-Z0-9*. -]{0,${maxLength - 2}}[A-Z0-9*.]$|^[A-Z0-9*.]$`));
const list = <T>(item: fc.Arbitrary<T>) => fc.option(fc.uniqueArray(item, { minLength: 1, maxLength: 6 }), { nil: undefined });
const range = (min: number, max: number) =>
  fc.option(
    fc
      .tuple(fc.option(fc.integer({ min, max }), { nil: null }), fc.option(fc.integer({ min, max }), { nil: null }))
      .filter(([from, to]) => (from !== null || to !== null) && (from === null || to === null || from <= to))
      .map(([from, to]) => ({ from, to })),
    { nil: undefined },
  );
const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** Any state the URL can carry whose ranges the inputs accept (a year has four digits). */
const filterState: fc.Arbitrary<ListingUrlState> = fc
  .record({
    page: fc.integer({ min: 1, max: 1000 }),
    sort: fc.option(fc.tuple(fc.constantFrom(...SORT_FIELDS), fc.constantFrom('ASC' as const, 'DESC' as const)), { nil: undefined }),
    date: list(isoDate),
    maker: list(fc.integer({ min: 1, max: 1_000_000 })),
    model: list(fc.integer({ min: 1, max: 1_000_000 })),
    mileage: range(1, 10_000_000),
    engine: range(1, 10_000_000),
    year: range(1000, 9999),
    condition: list(text(8)),
    gearbox: list(text(20)),
    color: list(text(30)),
    status: list(fc.constantFrom(...AUCTION_STATUS_IDS)),
    auction: list(fc.integer({ min: 1, max: 1_000_000 })),
    chassis: list(text(40)),
    search: fc.option(fc.stringMatching(/^\d{1,9}$/), { nil: undefined }),
  })
  .map(({ sort, ...rest }) => {
    const state: Record<string, unknown> = { ...rest };
    if (sort) [state.sort, state.order] = sort;
    return Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined)) as ListingUrlState;
  });

const throughUrl = (state: ListingUrlState) => parseListingUrl(new URLSearchParams(serializeListingUrl(state).toString()));
const filtersOf = (state: ListingUrlState) => {
  const { page: _p, sort: _s, order: _o, ...filters } = state;
  return filters;
};

describe('filter chips', () => {
  it('lists applied values in the bar order: date, maker, model, ranges, additional, search', () => {
    const chips = filterChips({
      page: 1,
      color: ['BLACK'],
      search: '123',
      year: { from: 2010, to: null },
      model: [101],
      maker: [1, 2],
      date: ['2026-11-23'],
      mileage: { from: null, to: 50000 },
    });
    expect(chips.map(chipId)).toEqual(['date:2026-11-23', 'maker:1', 'maker:2', 'model:101', 'mileage', 'year', 'color:BLACK', 'search:123']);
    expect(activeFilterCount({ page: 1, maker: [1, 2], search: '5', mileage: { from: 1, to: null } })).toBe(3);
    expect(filterChips({ page: 1 })).toEqual([]);
  });

  it('removes one value, and a maker takes its models along', () => {
    const state: ListingUrlState = { page: 2, maker: [1, 2], model: [101, 201], color: ['RED'], search: '7' };
    const owner = new Map([
      [101, 1],
      [201, 2],
    ]);
    expect(removeChip(state, { key: 'maker', value: 1 }, owner)).toEqual({ page: 2, maker: [2], model: [201], color: ['RED'], search: '7' });
    expect(removeChip({ ...state, maker: [1] }, { key: 'maker', value: 1 })).toEqual({ page: 2, color: ['RED'], search: '7' });
    expect(removeChip(state, { key: 'color', value: 'RED' })).toEqual({ page: 2, maker: [1, 2], model: [101, 201], search: '7' });
    expect(removeChip(state, { key: 'search', value: '7' })).toEqual({ page: 2, maker: [1, 2], model: [101, 201], color: ['RED'] });
    expect(removeChip({ page: 1, year: { from: 2010, to: null } }, { key: 'year', range: { from: 2010, to: null } })).toEqual({ page: 1 });
  });

  it('a state edited in the draft, applied, written to the URL and read back is the same state', () => {
    fc.assert(
      fc.property(filterState, filterState, (target, start) => {
        // Whatever was applied before, editing the draft to `target`'s values and applying it …
        const applied = applyDraft({ ...start, search: target.search }, draftFromState(target));
        const back = throughUrl(applied);
        // … yields exactly `target`'s filters, with `start`'s page and sort untouched.
        expect(filtersOf(back)).toEqual(filtersOf(target));
        expect(back.sort).toBe(start.sort);
        // The chips read from the URL are the chips of the state.
        expect(filterChips(back)).toEqual(filterChips(target));
      }),
      { numRuns: 300 },
    );
  });

  it('removing every chip one by one leaves no filter, each removal taking exactly its chip', () => {
    fc.assert(
      fc.property(filterState, (state) => {
        let current = state;
        for (const chip of filterChips(state)) {
          const before = filterChips(current).map(chipId);
          if (!before.includes(chipId(chip))) continue; // a model that left with its last maker
          current = throughUrl(removeChip(current, chip));
          const after = filterChips(current).map(chipId);
          const lastMaker = chip.key === 'maker' && !current.maker;
          const expected = before.filter((id) => id !== chipId(chip) && !(lastMaker && id.startsWith('model:')));
          expect(after).toEqual(expected);
        }
        expect(hasFilters(current)).toBe(false);
        expect(applyDraft(current, EMPTY_DRAFT)).toEqual(current);
      }),
      { numRuns: 200 },
    );
  });

  it('knows every list and range key the URL carries', () => {
    const keys: Array<ListKey | (typeof RANGE_KEYS)[number]> = [...LIST_KEYS, ...RANGE_KEYS];
    expect(new Set(keys).size).toBe(12);
  });
});
