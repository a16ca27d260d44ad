import { useMemo } from 'react';
import type { BidCounter, Profile } from '@jauc/contract';
import { useBidFilters } from '../api/get-bid-filters';
import { useBidList } from '../api/get-bid-list';
import { useDealerClients } from '../api/get-dealer-clients';
import type { BidListType } from '../lib/bid-row';
import { toBidListRequest } from '../lib/bid-list-url';
import { filtersApiPath, listApiPath, viewerOf } from '../lib/list-kind';
import { useBidListParams } from './use-bid-list-params';
import { useSettledRequest } from './use-settled-request';

/**
 * Everything a bid list page shows: its URL state, the page of bids, the tab counters and the
 * filter options. The counters and options come from the filters call of the page's own set
 * (active or archive), so the tabs keep their counts while the Archive tab is open; a fresh
 * list answer of that same set brings fresher counts.
 */
export function useBidListData(listType: BidListType, profile: Profile) {
  const viewer = viewerOf(profile.detail);
  const params = useBidListParams({
    resetFiltersOnTab: viewer === 'client',
    todayDefault: listType === 'bid-manager' && profile.permission.bidsTodayDefault,
  });
  const { state, pageSize } = params;
  const archiveTab = state.tab === 'archive' && listType !== 'archive';
  const archive = archiveTab || listType === 'archive';
  const dealer = listType === 'dealer';

  const listPath = listApiPath(listType, archiveTab);
  const request = useMemo(() => toBidListRequest(state, { pageSize, dealer, archive }), [state, pageSize, dealer, archive]);
  // The path goes with its query: the archive tab must not ask the archive with the last tab's status.
  const settled = useSettledRequest({ path: listPath, query: request }, JSON.stringify(state.filters));
  const list = useBidList(settled.path, settled.query);

  // The tabs' counts: the page's own set. The options: the list on screen (archive tab: archive).
  const tabsPath = filtersApiPath(listType === 'archive');
  const tabStatus = typeof state.tab === 'number' ? state.tab : undefined;
  const tabs = useBidFilters(tabsPath, dealer ? { bidType: state.bidType } : {});
  const optionsPath = filtersApiPath(archive);
  const optionsQuery = { ...(dealer ? { bidType: state.bidType } : {}), ...(tabStatus && !archiveTab ? { bidStatus: String(tabStatus) } : {}) };
  const sameAsTabs = optionsPath === tabsPath && !optionsQuery.bidStatus;
  const options = useBidFilters(optionsPath, optionsQuery, !sameAsTabs);
  const filterSet = (sameAsTabs ? tabs.data : options.data)?.filters;

  const dealerClients = useDealerClients(viewer === 'dealer' && dealer && state.bidType !== 'mine');

  const listData = list.isPlaceholderData ? undefined : list.data;
  const counters: BidCounter[] | undefined = !archiveTab && listData ? listData.counters : tabs.data?.counters;

  return {
    viewer,
    params,
    archive,
    archiveTab,
    list,
    cars: list.data?.cars,
    total: list.data?.pageInfo.totalSearchResults,
    counters,
    /** No counters yet, and a call that brings them is still on its way (not failed). */
    countersPending: counters === undefined && (tabs.isPending || list.isPending),
    totalBids: list.data?.totalBids ?? tabs.data?.totalBids,
    filterSet,
    filtersLoading: sameAsTabs ? tabs.isPending : options.isPending,
    dealerClients: dealerClients.data?.clientList,
    /** Waiting for the filter debounce or the answer: the rows on screen are not yet the query's. */
    stale: list.isPlaceholderData || settled.path !== listPath || JSON.stringify(request) !== JSON.stringify(settled.query),
  };
}
export type BidListData = ReturnType<typeof useBidListData>;
