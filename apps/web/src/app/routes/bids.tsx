import { BidListPage } from '../../features/bid-desk/components/list/bid-list-page';
import { withChat } from '../bid-chat-slots';

const SLOTS = withChat();

/** `/bids`: a client's own bids (spec 2 §2). */
export function Component() {
  return <BidListPage listType="my-bids" slots={SLOTS} />;
}
