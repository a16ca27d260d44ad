import { DEFAULT_BID_LIST_STATE, serializeBidListUrl } from '../../features/bid-desk/lib/bid-list-url';
import type { BidListHref } from '../../features/dashboard/lib/dashboard-links';

/** The dashboard's links into the bid lists, written by the bid desk's own URL serializer. */
export const bidListHref: BidListHref = (path, state = {}) => {
  const query = serializeBidListUrl({ ...DEFAULT_BID_LIST_STATE, ...state }).toString();
  return query ? `${path}?${query}` : path;
};
