import { useTranslation } from 'react-i18next';
import { BidChatCell } from '../features/bid-chat/components/bid-chat-button';
import type { BidCellProps, BidCellSlots } from '../features/bid-desk/components/list/cell-slots';

/**
 * The bid lists' chat cell (spec 2 §2: a chat button with the unread dot on every row), the bid
 * chat feature plugged into the bid desk's slot; the route modules add it to their cells.
 */
function ChatCell({ bid, layout }: BidCellProps) {
  const { t } = useTranslation();
  const subject = t('BidChat.subject', { lot: bid.lotNo, auction: bid.auctionName, car: [bid.maker, bid.model, bid.year].filter(Boolean).join(' ') });
  return <BidChatCell bidId={bid.bidId} unread={!bid.isRead} preview={bid.message} layout={layout} ownerId={bid.user?.jasClientId ?? null} subject={subject} />;
}

/** The given cells with the chat added. */
export const withChat = (slots: BidCellSlots = {}): BidCellSlots => ({ ...slots, ChatCell });
