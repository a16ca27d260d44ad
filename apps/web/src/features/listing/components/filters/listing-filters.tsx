import type { FavoriteGroup, PageType } from '@jauc/contract';
import { WIDE_SCREEN, useMediaQuery } from '../../../../lib/use-media-query';
import type { ListingUrlState } from '../../lib/listing-url';
import { FilterBar } from './filter-bar';
import { MobileFilters } from './mobile-filters';
import { useFilterDraft } from './use-filter-draft';

export interface ListingFiltersProps {
  pageType: PageType;
  /** The applied state, from the URL. */
  state: ListingUrlState;
  /** The favorites page's group (its listing has no view of the lots still taking bids). */
  favorite?: FavoriteGroup;
  /** Puts a new state in the URL (the listing goes back to page 1 and scrolls up). */
  onApply: (next: ListingUrlState) => void;
  /** Removes every filter and the quick search, keeping the sort. */
  onReset: () => void;
}

/**
 * The listing filters (spec 1 §2): a filter bar on wide screens; on small ones a Filters button
 * and a search button opening full-screen sheets. Both show the applied filters as chips.
 */
export function ListingFilters(props: ListingFiltersProps) {
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const ctrl = useFilterDraft(props);
  return wide ? <FilterBar ctrl={ctrl} /> : <MobileFilters ctrl={ctrl} />;
}
