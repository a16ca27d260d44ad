import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useBidChat } from '../api/get-chat';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useChatOutbox } from '../hooks/use-chat-outbox';
import { ChatInput } from './chat-input';
import { ChatMessages } from './chat-messages';

interface ChatTabProps {
  bidId: number;
  /** A dealer following a client's bid reads the chat without writing or marking it read. */
  readOnly: boolean;
  otherLabel: string;
}

/** The Chat tab: loads the messages, marks the chat read while it is open and unread, sends. */
export function ChatTab({ bidId, readOnly, otherLabel }: ChatTabProps) {
  const { t } = useTranslation();
  const chat = useBidChat(bidId);
  const markRead = useMarkChatRead();
  const { outbox, send, retry, sending } = useChatOutbox(bidId, chat.data?.chat);
  const unread = chat.data?.isRead === false;

  // Spec 2 §4: opening an unread chat marks it read; so does a message arriving while it is open.
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unread && !readOnly) mark(bidId);
  }, [unread, readOnly, bidId, mark]);

  let body;
  if (chat.isPending) {
    body = (
      <div className="flex flex-1 items-center justify-center text-brand-600">
        <Spinner />
      </div>
    );
  } else if (chat.isError) {
    body = (
      <div className="flex flex-col items-start gap-2 py-2">
        <ErrorAlert error={chat.error} className="self-stretch" />
        <Button variant="secondary" size="sm" pending={chat.isFetching} onClick={() => void chat.refetch()}>
          {t('Common.tryAgain')}
        </Button>
      </div>
    );
  } else {
    body = <ChatMessages messages={chat.data.chat} outbox={outbox} onRetry={retry} otherLabel={otherLabel} />;
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {body}
      {readOnly ? (
        <p className="border-t border-slate-200 pt-3 text-xs text-slate-500">{t('Error.chat_read_only')}</p>
      ) : (
        chat.isSuccess && <ChatInput sending={sending} onSend={send} />
      )}
    </div>
  );
}
