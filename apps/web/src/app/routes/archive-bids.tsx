import { BidListPage } from '../../features/bid-desk/components/list/bid-list-page';
import { ARCHIVE_CELLS } from '../../features/bid-desk/components/manage/manager-cells';
import { withChat } from '../bid-chat-slots';

const SLOTS = withChat(ARCHIVE_CELLS);

/** `/archive-bids`: the bid history, everyone's own archive (spec 2 §2). */
export function Component() {
  return <BidListPage listType="archive" slots={SLOTS} />;
}
