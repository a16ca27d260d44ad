import { BidListPage } from '../../features/bid-desk/components/list/bid-list-page';

/** `/bid-manager`: the managers' bid manager, every client's bids (spec 2 §2). */
export function Component() {
  return <BidListPage listType="bid-manager" />;
}
