import { BidListPage } from '../../features/bid-desk/components/list/bid-list-page';
import { withChat } from '../bid-chat-slots';

const SLOTS = withChat();

/** `/dealer-bids`: a dealer's bids and their clients' (spec 2 §2). */
export function Component() {
  return <BidListPage listType="dealer" slots={SLOTS} />;
}
