import { BidListPage } from '../../features/bid-desk/components/list/bid-list-page';

/** `/archive-bids`: the bid history, everyone's own archive (spec 2 §2). */
export function Component() {
  return <BidListPage listType="archive" />;
}
