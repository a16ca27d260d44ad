import { BidListPage } from '../../features/bid-desk/components/list/bid-list-page';
import { MANAGER_CELLS } from '../../features/bid-desk/components/manage/manager-cells';
import { withChat } from '../bid-chat-slots';

const SLOTS = withChat(MANAGER_CELLS);

/** `/bid-manager`: the managers' bid manager, every client's bids with the manager's cells (spec 2 §2, §6). */
export function Component() {
  return <BidListPage listType="bid-manager" slots={SLOTS} />;
}
