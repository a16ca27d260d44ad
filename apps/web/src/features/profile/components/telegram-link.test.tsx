import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, setProfile } from '../../../lib/session-store';
import { json, mockApi, renderScreen, type Call } from '../../../test/render-screen';
import { makeProfile } from '../../../test/profile-fixture';
import { ProfilePage } from './profile-page';

// The profile's Telegram block (issue 13 §3): hidden without a bot on the server; otherwise link
// with a one-time code (the block turns to "linked" by itself once the bot has it) and unlink.

const CODE = { success: true, code: 'K7MQ2XWD', botUsername: 'jauc_bot', startUrl: 'https://t.me/jauc_bot?start=K7MQ2XWD', expiresAt: '2026-11-25T03:15:00.000Z' };

function api(state: { linked: boolean }) {
  return mockApi((call: Call) => {
    const path = call.url.pathname.replace('/api/v1', '');
    if (path === '/user/view-profile') return json(200, sessionStore.get().profile);
    if (path === '/site/get-country-list') return json(200, { success: true, countryList: [] });
    if (path === '/site/get-language') return json(200, []);
    if (path === '/user/telegram') {
      return json(200, { success: true, linked: state.linked, linkedAt: state.linked ? '2026-11-25T01:00:00.000Z' : null });
    }
    if (path === '/user/telegram/link-code') return json(200, CODE);
    if (path === '/user/telegram/unlink') {
      state.linked = false;
      return json(200, { success: true });
    }
    return json(404, { success: false, message: 'not_found' });
  });
}
const telegramCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname.startsWith('/api/v1/user/telegram'));
const open = () => renderScreen(<ProfilePage />, { path: '/profile' });

describe('the Telegram block of the profile', () => {
  beforeEach(() => setProfile(makeProfile({ detail: { telegramEnabled: true } })));

  it('is not shown when the server has no bot, and asks nothing', async () => {
    setProfile(makeProfile({ detail: { telegramEnabled: false } }));
    const calls = api({ linked: false });
    open();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Telegram' })).not.toBeInTheDocument();
    expect(telegramCalls(calls)).toEqual([]);
  });

  it('links: shows the code and the bot, then turns to linked once the bot has the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { linked: false };
    const calls = api(state);
    const { user } = open();
    const block = (await screen.findByRole('heading', { name: 'Telegram' })).closest('section')!;
    await user.click(await within(block).findByRole('button', { name: 'Link Telegram' }));

    expect(await within(block).findByLabelText('Message for the bot')).toHaveTextContent('/start K7MQ2XWD');
    expect(within(block).getByText('Send this message to @jauc_bot in Telegram:')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Open @jauc_bot' })).toHaveAttribute('href', CODE.startUrl);
    expect(within(block).getByText(/the code works once, until 2026-11-25 12:15 JST/)).toBeInTheDocument();
    expect(telegramCalls(calls).filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/v1/user/telegram/link-code']);

    // The user sends the code; the next look at the status finds the chat linked.
    state.linked = true;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await within(block).findByText('Linked since 2026-11-25 10:00 JST')).toBeInTheDocument();
    expect(within(block).queryByLabelText('Message for the bot')).not.toBeInTheDocument();
  });

  it('unlinks a linked chat', async () => {
    const calls = api({ linked: true });
    const { user } = open();
    const block = (await screen.findByRole('heading', { name: 'Telegram' })).closest('section')!;
    await user.click(await within(block).findByRole('button', { name: 'Unlink Telegram' }));
    expect(await within(block).findByRole('button', { name: 'Link Telegram' })).toBeInTheDocument();
    expect(telegramCalls(calls).filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/v1/user/telegram/unlink']);
  });
});
