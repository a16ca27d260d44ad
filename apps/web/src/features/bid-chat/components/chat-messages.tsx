import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { ApiError } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { translateMessage } from '../../../lib/messages';
import type { OutgoingMessage } from '../hooks/use-chat-outbox';
import { chatTime } from '../lib/chat-time';

interface ChatMessagesProps {
  messages: ChatMessage[];
  outbox: OutgoingMessage[];
  onRetry: (key: number) => void;
  /** Who the other side is, for the label screen readers read before each message. */
  otherLabel: string;
}

/**
 * The messages of a chat, oldest first, the viewer's on the right (spec 2 §4 "Chat"), followed
 * by those on their way. Text is shown as text (React escapes it), line breaks kept.
 */
export function ChatMessages({ messages, outbox, onRetry, otherLabel }: ChatMessagesProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const count = messages.length + outbox.length;
  // Keep the newest message in view as messages arrive or are written.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (count === 0) return <p className="flex flex-1 items-center justify-center px-4 text-center text-sm text-slate-500">{t('BidChat.empty')}</p>;
  return (
    <ol ref={listRef} aria-label={t('BidChat.messages')} className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-1 py-2">
      {messages.map((m) => (
        <Bubble key={m.id} own={m.isOwn} text={m.text} time={m.time} from={m.isOwn ? t('BidChat.you') : otherLabel} />
      ))}
      {outbox.map((m) => (
        <Bubble key={`out-${m.key}`} own text={m.text} time={m.time} from={t('BidChat.you')} state={m.failed ? 'failed' : 'sending'}>
          {m.failed && <FailedNote error={m.error} onRetry={() => onRetry(m.key)} />}
        </Bubble>
      ))}
    </ol>
  );
}

function Bubble({ own, text, time, from, state, children }: { own: boolean; text: string; time: string; from: string; state?: 'sending' | 'failed'; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const when = chatTime(time);
  return (
    <li data-own={own || undefined} data-state={state} className={cn('flex max-w-[85%] flex-col gap-0.5', own ? 'items-end self-end' : 'items-start self-start')}>
      <span className="sr-only">{from}: </span>
      <p
        className={cn(
          'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          own ? 'rounded-br-sm' : 'rounded-bl-sm',
          // A failed message is greyed (spec 2 §4); one on its way is a paler own message.
          state === 'failed' ? 'bg-slate-200 text-slate-600' : own ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
          state === 'sending' && 'opacity-70',
        )}
      >
        {text}
      </p>
      <span className="text-[11px] text-slate-500 tabular-nums">
        {state === 'sending' ? t('BidChat.sending') : <time dateTime={time}>{t('BidChat.time', when)}</time>}
      </span>
      {children}
    </li>
  );
}

function FailedNote({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // A refused text (422) says what is wrong with it; any other failure its code or the network.
  const field = error instanceof ApiError ? error.fields.comment : undefined;
  const reason = field ? translateMessage(t, field) : errorText(error);
  return (
    <span role="alert" className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-red-700">
      <span>
        {t('BidChat.notSent')} {reason}
      </span>
      <Button variant="link" size="sm" className="h-6 text-xs" onClick={onRetry}>
        {t('BidChat.retry')}
      </Button>
    </span>
  );
}
