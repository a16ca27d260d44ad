import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@jauc/contract';
import { SendIcon } from '../../../components/ui/icons';

/** Spec 2 §9: the input grows with its text up to 130 px, then scrolls. */
const MAX_HEIGHT = 130;

interface ChatInputProps {
  /** A message is on its way: Send waits (spec 2 §5). */
  sending: boolean;
  onSend: (text: string) => void;
}

/** The message box: Enter sends, Shift+Enter starts a new line; Send is off while empty (trimmed) or sending. */
export function ChatInput({ sending, onSend }: ChatInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const trimmed = text.trim();
  const canSend = trimmed !== '' && !sending;

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, MAX_HEIGHT)}px`;
    box.style.overflowY = box.scrollHeight > MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  const send = () => {
    if (!canSend) return;
    onSend(trimmed);
    setText('');
    ref.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME's Enter confirms the composed word, it does not send.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  return (
    <form
      className="flex flex-wrap items-end gap-x-2 gap-y-1 border-t border-slate-200 pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={ref}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('BidChat.input')}
        aria-describedby={hintId}
        placeholder={t('BidChat.placeholder')}
        style={{ maxHeight: MAX_HEIGHT }}
        className="min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label={t('BidChat.send')}
        aria-busy={sending || undefined}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-600/50"
      >
        <SendIcon className="size-5" />
      </button>
      <p id={hintId} className="w-full text-[11px] text-slate-500 max-md:sr-only">
        {t('BidChat.hint')}
      </p>
    </form>
  );
}
