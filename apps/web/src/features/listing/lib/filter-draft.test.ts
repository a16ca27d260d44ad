import { describe, expect, it } from 'vitest';
import type { ListingUrlState } from './listing-url';
import { applicability, applyDraft, draftErrors, draftFromState, EMPTY_DRAFT, pruneModels, rebaseDraft, sameFilters } from './filter-draft';

const applied: ListingUrlState = { page: 3, sort: 'year', order: 'DESC', search: '123', maker: [1], model: [101], mileage: { from: 10000, to: null } };

describe('filter draft', () => {
  it('starts from the applied filters, ranges as the inputs show them', () => {
    const draft = draftFromState(applied);
    expect(draft.maker).toEqual([1]);
    expect(draft.model).toEqual([101]);
    expect(draft.mileage).toEqual({ from: '10 000', to: '' });
    expect(draft.year).toEqual({ from: '', to: '' });
    expect(draft.color).toEqual([]);
  });

  it('applies onto the state keeping sort and quick search, dropping emptied filters', () => {
    const draft = { ...draftFromState(applied), maker: [], model: [], color: ['BLACK'], year: { from: '2010', to: '0' } };
    expect(applyDraft(applied, draft)).toEqual({ page: 3, sort: 'year', order: 'DESC', search: '123', color: ['BLACK'], mileage: { from: 10000, to: null }, year: { from: 2010, to: null } });
    expect(applyDraft(applied, EMPTY_DRAFT)).toEqual({ page: 3, sort: 'year', order: 'DESC', search: '123' });
  });

  it('is not applicable while nothing changed or a range is invalid', () => {
    const draft = draftFromState(applied);
    expect(applicability(draft, applied)).toBe('unchanged');
    // The same values in another order, or formatted differently, are no change either.
    expect(applicability({ ...draft, mileage: { from: '10000', to: '0' } }, applied)).toBe('unchanged');
    expect(applicability({ ...draft, maker: [1, 2] }, applied)).toBeNull();
    expect(applicability({ ...draft, maker: [1, 2] }, { ...applied, maker: [2, 1] })).toBe('unchanged');
    const invalid = { ...draft, maker: [1, 2], engine: { from: '2 000', to: '1 000' } };
    expect(applicability(invalid, applied)).toBe('invalid');
    expect(draftErrors(invalid)).toEqual({ engine: 'order' });
  });

  it('compares filters only, not page or sort', () => {
    expect(sameFilters({ page: 1, maker: [1, 2] }, { page: 4, sort: 'year', order: 'ASC', maker: [2, 1] })).toBe(true);
    expect(sameFilters({ page: 1, search: '1' }, { page: 1 })).toBe(false);
  });

  it('follows the URL where the user did not edit and keeps their edits elsewhere', () => {
    const prev = draftFromState(applied);
    const edited = { ...prev, color: ['RED'] };
    const next = draftFromState({ ...applied, maker: [2], model: undefined });
    const rebased = rebaseDraft(edited, prev, next);
    expect(rebased.maker).toEqual([2]);
    expect(rebased.model).toEqual([]);
    expect(rebased.color).toEqual(['RED']);
  });

  it('drops the models of makers no longer chosen, and all of them without a maker', () => {
    const owner = new Map([
      [101, 1],
      [201, 2],
    ]);
    expect(pruneModels([101, 201, 999], [1], owner)).toEqual([101, 999]);
    expect(pruneModels([101, 201], [], owner)).toEqual([]);
  });
});
