import { BidListPage } from '../../features/bid-desk/components/list/bid-list-page';

/** `/dealer-bids`: a dealer's bids and their clients' (spec 2 §2). */
export function Component() {
  return <BidListPage listType="dealer" />;
}
