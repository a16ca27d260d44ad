import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '@jauc/contract';
import { serverNow } from '../../../lib/server-clock';
import { useSaveChat } from '../api/save-chat';

/** A message the viewer wrote that the server has not yet confirmed (or refused). */
export interface OutgoingMessage {
  key: number;
  text: string;
  /** ISO instant it was written. */
  time: string;
  failed: boolean;
  error: unknown;
  /** The chat's last stored message id when it was sent: the stored copy comes after it. */
  afterId: number;
}

const lastId = (chat: ChatMessage[] | undefined) => (chat ?? []).reduce((max, m) => Math.max(max, m.id), 0);

/**
 * The viewer's messages on their way (spec 2 §4 "Chat"): shown at once, greyed with a retry when
 * the save fails, gone once the stored message is in the chat. Lives as long as the open dialog:
 * closing clears it with the rest of the dialog's state.
 */
export function useChatOutbox(bidId: number, chat: ChatMessage[] | undefined) {
  const save = useSaveChat(bidId);
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const nextKey = useRef(1);
  const chatRef = useRef(chat);
  chatRef.current = chat;

  const deliver = useCallback(
    async (entry: OutgoingMessage) => {
      try {
        await save.mutateAsync(entry.text);
        setOutbox((list) => list.filter((m) => m.key !== entry.key));
      } catch (error) {
        setOutbox((list) => list.map((m) => (m.key === entry.key ? { ...m, failed: true, error } : m)));
      }
    },
    [save],
  );

  const send = useCallback(
    (text: string) => {
      const entry: OutgoingMessage = { key: nextKey.current++, text, time: serverNow().toISOString(), failed: false, error: null, afterId: lastId(chatRef.current) };
      setOutbox((list) => [...list, entry]);
      void deliver(entry);
    },
    [deliver],
  );

  const retry = useCallback(
    (key: number) => {
      const entry = outbox.find((m) => m.key === key);
      if (!entry) return;
      const again = { ...entry, failed: false, error: null, afterId: lastId(chatRef.current) };
      setOutbox((list) => list.map((m) => (m.key === key ? again : m)));
      void deliver(again);
    },
    [outbox, deliver],
  );

  return { outbox: visibleOutbox(chat, outbox), send, retry, sending: outbox.some((m) => !m.failed) };
}

/**
 * The outbox without messages the chat already holds: a live event can bring the stored copy
 * before the save's answer does. Each stored own message newer than the send stands for one entry.
 */
export function visibleOutbox(chat: ChatMessage[] | undefined, outbox: OutgoingMessage[]): OutgoingMessage[] {
  const claimed = new Set<number>();
  return outbox.filter((entry) => {
    if (entry.failed) return true;
    const stored = chat?.find((m) => m.isOwn && m.id > entry.afterId && m.text === entry.text && !claimed.has(m.id));
    if (!stored) return true;
    claimed.add(stored.id);
    return false;
  });
}
