import { useCallback, useMemo, useState } from 'react';
import type { FavoriteGroup, PageType } from '@jauc/contract';
import { useModelLists, useModelOwners } from '../../api/get-models';
import { removeChip, type FilterChip } from '../../lib/filter-chips';
import { applicability, applyDraft, draftErrors, draftFromState, EMPTY_DRAFT, pruneModels, rebaseDraft, sameDraft, type FilterDraft } from '../../lib/filter-draft';
import { biddingOpenView, hasFilters, type ListingUrlState } from '../../lib/listing-url';
import type { FacetView } from '../../api/get-makers';
import { withSearch } from '../../lib/quick-search';
import { MODEL_DEBOUNCE_MS } from './debounce';
import { useDebouncedValue } from '../../../../lib/list/use-debounced-value';

export interface FilterDraftOptions {
  pageType: PageType;
  state: ListingUrlState;
  /** The favorites page's group: its listing has no view of the lots still taking bids. */
  favorite?: FavoriteGroup;
  onApply: (next: ListingUrlState) => void;
  onReset: () => void;
}

export type DraftPatch = Partial<FilterDraft> | ((draft: FilterDraft) => Partial<FilterDraft>);

/**
 * The filters being edited against those in the URL. The bar and the sheet edit the draft; Search
 * applies it. Chip removal, Clear all and the quick search act on the URL straight away, and the
 * draft follows the URL wherever the user has not edited it.
 */
export function useFilterDraft({ pageType, state, favorite, onApply, onReset }: FilterDraftOptions) {
  // The maker and model counts are those of the list's view (issue 18 §2).
  const view: FacetView = biddingOpenView(state, pageType, favorite) ? 'open' : undefined;
  const applied = useMemo(() => draftFromState(state), [state]);
  const [draft, setDraft] = useState(applied);
  const [base, setBase] = useState(applied);
  if (!sameDraft(base, applied)) {
    // Adjusting state while rendering (not in an effect) keeps the draft from lagging a frame behind.
    setBase(applied);
    setDraft(rebaseDraft(draft, base, applied));
  }

  const owners = useModelOwners(pageType, view);
  const update = useCallback(
    (patch: DraftPatch) =>
      setDraft((d) => {
        const next = { ...d, ...(typeof patch === 'function' ? patch(d) : patch) };
        // A model needs its maker (spec 1 §4): unchoosing a maker drops its models.
        if (next.maker !== d.maker) next.model = pruneModels(next.model, next.maker, owners(d.maker));
        return next;
      }),
    [owners],
  );

  // The model lists follow the chosen makers once the user pauses (spec 1 §9), so they are
  // usually loaded when the model list opens; the applied makers' lists name the model chips.
  const draftMakers = useDebouncedValue(draft.maker, MODEL_DEBOUNCE_MS);
  const modelMakers = useMemo(() => [...new Set([...draftMakers, ...(state.model?.length ? (state.maker ?? []) : [])])], [draftMakers, state.model, state.maker]);
  useModelLists(pageType, modelMakers, view);

  const reason = applicability(draft, state);
  return {
    pageType,
    state,
    /** A listing's filters can be saved as a search; a favorites group's cannot (issue 21 §4). */
    canSaveSearch: !favorite,
    /** The view the maker and model lists count in: the list's (`open`: the lots still taking bids). */
    view,
    draft,
    update,
    errors: draftErrors(draft),
    /** Why Search is disabled, or null. */
    reason,
    /** Applies the draft; false when there was nothing (valid) to apply. */
    apply: () => {
      if (reason) return false;
      onApply(applyDraft(state, draft));
      return true;
    },
    /** Drops the edits: the draft is the URL's filters again. */
    discard: () => setDraft(applied),
    clearDraft: () => setDraft(EMPTY_DRAFT),
    clearAll: () => {
      setDraft(EMPTY_DRAFT);
      if (hasFilters(state)) onReset();
    },
    removeChip: (chip: FilterChip) => onApply(removeChip(state, chip, owners(state.maker ?? []))),
    search: (text: string) => {
      if ((state.search ?? '') !== text.trim()) onApply(withSearch(state, text));
    },
    /** Whether the draft's part `keys` differs from what is applied. */
    edited: (keys: ReadonlyArray<keyof FilterDraft>) => keys.some((k) => JSON.stringify(draft[k]) !== JSON.stringify(applied[k])),
  };
}

export type FilterController = ReturnType<typeof useFilterDraft>;
