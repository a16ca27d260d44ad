import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BidChatResponse, BidLogEntry } from '@jauc/contract';
import { setProfile } from '../../../lib/session-store';
import { makeProfile, type ProfileOverrides } from '../../../test/profile-fixture';
import { json, mockApi, type Call } from '../../../test/render-screen';
import '../../../test/radix-shims';
import { BidChatCell } from './bid-chat-button';

const MANAGER: ProfileOverrides = { detail: { userType: 3, roleId: 991, userId: 7 } };
const DEALER: ProfileOverrides = { detail: { userType: 2, roleId: 1092, userId: 50 } };

interface Server {
  chat?: BidChatResponse;
  logs?: BidLogEntry[];
  save?: (call: Call) => Response;
}

function serve({ chat = { chat: [], isRead: true }, logs = [], save = () => json(200, { success: true }) }: Server = {}) {
  const stored = { ...chat, chat: [...chat.chat] };
  const calls = mockApi((call) => {
    const path = call.url.pathname;
    if (path.endsWith('/bid/chat')) return json(200, stored);
    if (path.endsWith('/bid/update-chat-status')) return json(200, { success: true });
    if (path.endsWith('/bid/logs')) return json(200, logs);
    if (path.endsWith('/bid/save-chat')) {
      const answer = save(call);
      if (answer.ok) stored.chat.push({ id: 100 + stored.chat.length, text: (call.body as { comment: string }).comment, time: '2026-01-05T03:00:00.000Z', isOwn: true });
      return answer;
    }
    return json(404, { success: false, message: 'not_found' });
  });
  return calls;
}

async function openChat({ profile = {}, unread = false, ownerId = null }: { profile?: ProfileOverrides; unread?: boolean; ownerId?: number | null } = {}) {
  setProfile(makeProfile(profile));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <BidChatCell bidId={31} unread={unread} preview="Hello" layout="grid" ownerId={ownerId} subject="Lot 1207" />
    </QueryClientProvider>,
  );
  const opener = screen.getByRole('button', { name: /chat/i });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Bid chat' });
  return { user, dialog, opener };
}

const msg = (id: number, text: string, isOwn: boolean) => ({ id, text, isOwn, time: '2026-01-05T01:30:00.000Z' });

describe('bid chat dialog', () => {
  it('shows the unread dot on the row button and, opened, the messages with their times and sides, then marks the chat read', async () => {
    const calls = serve({ chat: { chat: [msg(1, 'Is the car still there?', false), msg(2, '<b>Yes</b>', true)], isRead: false } });
    setProfile(makeProfile());
    const { dialog } = await openChat({ unread: true });
    const list = await within(dialog).findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Manager: Is the car still there?');
    expect(items[0]).not.toHaveAttribute('data-own');
    // Text stays text: no markup from a message.
    expect(items[1]).toHaveTextContent('You: <b>Yes</b>');
    expect(items[1]).toHaveAttribute('data-own');
    expect(items[1]).toHaveTextContent('2026-01-05 10:30 JST');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.pathname.endsWith('/bid/update-chat-status'))).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ bidId: 31 });
    // A client has no History tab.
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('does not mark a read chat read again', async () => {
    const calls = serve({ chat: { chat: [msg(1, 'Hi', false)], isRead: true } });
    const { dialog } = await openChat();
    await within(dialog).findByText('Hi');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends on Enter (trimmed), shows the message at once and clears the input; Shift+Enter starts a new line; Send is off while empty', async () => {
    const calls = serve({ save: () => json(200, { success: true }) });
    const { user, dialog } = await openChat();
    const input = await within(dialog).findByRole('textbox', { name: 'Message' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  First line{Shift>}{Enter}{/Shift}second  ');
    expect(input).toHaveValue('  First line\nsecond  ');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/bid/save-chat'))).toHaveLength(1));
    expect(calls.find((c) => c.url.pathname.endsWith('/bid/save-chat'))!.body).toEqual({ bidId: 31, comment: 'First line\nsecond' });
    // The stored message replaces the one shown while sending: it is there once.
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('First line second');
    expect(within(dialog).getByRole('listitem')).not.toHaveAttribute('data-state');
  });

  it('greys a message whose save failed, says why and sends it again on Retry', async () => {
    let fail = true;
    const calls = serve({ save: () => (fail ? json(429, { success: false, message: 'chat_flood' }) : json(200, { success: true })) });
    const { user, dialog } = await openChat();
    await user.type(await within(dialog).findByRole('textbox', { name: 'Message' }), 'Any news?{Enter}');
    const failed = await within(dialog).findByText(/Too many messages/);
    const item = failed.closest('li')!;
    expect(item).toHaveAttribute('data-state', 'failed');
    expect(item).toHaveTextContent('Any news?');
    fail = false;
    await user.click(within(item).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(within(dialog).getByText('Any news?').closest('li')).not.toHaveAttribute('data-state'));
    expect(calls.filter((c) => c.url.pathname.endsWith('/bid/save-chat'))).toHaveLength(2);
  });

  it('gives managers the History tab with the client s actions highlighted', async () => {
    serve({
      chat: { chat: [msg(1, 'Is it sold?', false)], isRead: true },
      logs: [
        { date: '2026-01-05T01:00:00.000Z', userName: 'Alex Turner', event: 'Bid placed: ¥500,000', status: 1, userType: 1064 },
        { date: '2026-01-05T02:00:00.000Z', userName: 'Maria Ivanova', event: 'Status: New → Bid', status: 2, userType: 991 },
        { date: '2026-01-05T03:00:00.000Z', userName: 'System', event: 'Status: Bid → Win', status: 6 },
      ],
    });
    const { user, dialog } = await openChat({ profile: MANAGER });
    expect(await within(dialog).findByText('Is it sold?')).toBeInTheDocument();
    expect(within(dialog).getByText('Is it sold?').closest('li')).toHaveTextContent('Client: Is it sold?');
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    const log = await within(dialog).findByRole('list', { name: 'Bid history' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveAttribute('data-highlighted');
    expect(entries[0]).toHaveTextContent('Alex Turner');
    expect(entries[1]).not.toHaveAttribute('data-highlighted');
    expect(entries[2]).toHaveTextContent('Status: Bid → Win');
    expect(entries[2]).toHaveTextContent('Win');
  });

  it('says BidLogs.Empty when the bid has no log', async () => {
    serve();
    const { user, dialog } = await openChat({ profile: MANAGER });
    await user.click(await within(dialog).findByRole('tab', { name: 'History' }));
    expect(await within(dialog).findByText('No changes have been logged for this bid yet')).toBeInTheDocument();
  });

  it('lets a dealer read a client s chat without writing in it or marking it read', async () => {
    const calls = serve({ chat: { chat: [msg(1, 'Hello', false)], isRead: false } });
    const { dialog } = await openChat({ profile: DEALER, ownerId: 1001, unread: true });
    await within(dialog).findByText('Hello', { selector: 'p' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByText(/read this chat but not write/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('returns the focus to the row button and forgets the unsent text when closed', async () => {
    serve();
    const { user, dialog, opener } = await openChat();
    // jsdom lays nothing out: the opener must look visible to take the focus back.
    opener.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    await user.type(await within(dialog).findByRole('textbox', { name: 'Message' }), 'draft');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});
