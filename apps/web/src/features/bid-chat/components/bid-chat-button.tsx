import { useState, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useProfile } from '../../../lib/session-store';
import { useBidChat } from '../api/get-chat';
import { chatReadOnly, isChatManager } from '../lib/chat-viewer';
import { BidChatDialog } from './bid-chat-dialog';

const ChatIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...p}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

/** The red dot of an unread chat; `comma` when more (the last message) follows in the same name. */
function UnreadDot({ className, comma = false }: { className?: string; comma?: boolean }) {
  const { t } = useTranslation();
  return (
    <span data-unread-dot className={cn('size-2.5 rounded-full bg-red-600 ring-2 ring-white', className)}>
      <span className="sr-only">
        {t('BidChat.unread')}
        {comma && ','}
      </span>
    </span>
  );
}

interface ChatOpenerProps {
  bidId: number;
  /** The bid owner's user id (a row's user), for the dealer's read-only rule; null for one's own bid. */
  ownerId?: number | null;
  /** Under the dialog's title: the lot and the car. */
  subject?: string;
}

/** Opens the bid's chat dialog; the dialog's state lives only while it is open. */
function useChatDialog({ bidId, ownerId = null, subject }: ChatOpenerProps) {
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  const detail = profile?.detail;
  const dialog = detail ? (
    <BidChatDialog bidId={bidId} open={open} onOpenChange={setOpen} subject={subject} manager={isChatManager(detail)} readOnly={chatReadOnly(detail, ownerId)} />
  ) : null;
  return { open: () => setOpen(true), dialog };
}

/**
 * A bid row's chat (spec 2 §2): a button with the last message and the unread dot while the
 * viewer's side has not read the chat.
 */
export function BidChatCell({ unread, preview, layout, ...opener }: ChatOpenerProps & { unread: boolean; preview: string | null; layout: 'grid' | 'card' }) {
  const { t } = useTranslation();
  const { open, dialog } = useChatDialog(opener);
  return (
    <>
      <button
        type="button"
        onClick={open}
        data-chat-button
        className={cn(
          'group flex min-w-0 items-start gap-2 rounded-md p-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
          layout === 'grid' ? '-m-1 max-w-36' : 'w-full',
        )}
      >
        <span className="sr-only">{t('BidChat.open')}: </span>
        <span className="relative shrink-0 text-slate-500 group-hover:text-brand-700">
          <ChatIcon className="size-5" />
          {unread && <UnreadDot className="absolute -top-1 -right-1" comma />}
        </span>
        {preview ? (
          <span className={cn('text-xs text-slate-700', layout === 'grid' ? 'line-clamp-2' : 'line-clamp-1')}>{preview}</span>
        ) : (
          // The grid keeps its column narrow: there the icon alone says it (to screen readers too).
          <span className={cn('text-xs text-slate-500', layout === 'grid' && 'sr-only')}>{t('BidChat.noMessages')}</span>
        )}
      </button>
      {dialog}
    </>
  );
}

/**
 * The my-bid card's chat button (lot page): the viewer writes to the managers about their bid.
 * The unread dot comes from the chat itself, which live events keep current.
 */
export function MyBidChatButton(props: ChatOpenerProps) {
  const { t } = useTranslation();
  const chat = useBidChat(props.bidId);
  const { open, dialog } = useChatDialog(props);
  return (
    <>
      <Button variant="secondary" onClick={open} data-chat-button className="relative w-full">
        <ChatIcon className="size-4" />
        {t('BidChat.openWithManager')}
        {chat.data?.isRead === false && <UnreadDot className="absolute -top-1 -right-1" />}
      </Button>
      {dialog}
    </>
  );
}
