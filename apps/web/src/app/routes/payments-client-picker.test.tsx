import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setProfile } from '../../lib/session-store';
import { makeProfile } from '../../test/profile-fixture';
import { json, mockApi, renderScreen, type Call } from '../../test/render-screen';
import { Component as BalanceRoute } from './balance';
import { Component as PaymentsRoute } from './payments';

// Issue 18 §2: a manager's /payments and /balance showed their own meaningless ¥0. They pick a
// client with the bid-for-client search instead; nothing is asked for before a client is chosen.

const BALANCE = {
  success: true,
  balanceInfo: { balance: 450_000, creditLimit: 300_000, bidAllow: 750_000, dailyBidLimit: 10, dailyUssLimit: 5, activeBids: 0 },
  totalReceived: 450_000,
  totalSpent: 0,
  latest: [],
};
const LIST = {
  success: true, records: [], purposesList: [], typesList: [], totalBalance: 450_000, totalReceived: 450_000, totalSpent: 0,
  pageInfo: { page: 1, pageSize: 20, totalSearchResults: 0 },
};

const DEPOSITS = {
  success: true,
  deposits: [{ id: 9, userId: 42, clientName: 'Ivan Petrov', amount: 250_000, date: '2026-11-25', description: 'Wire' }],
  pageInfo: { page: 1, pageSize: 20, totalSearchResults: 1, totalResults: 1 },
};

let calls: Call[];
const to = (path: string) => calls.filter((c) => c.url.pathname === `/api/v1${path}`);

beforeEach(() => {
  setProfile(makeProfile({ detail: { userType: 3, roleId: 991 } }));
  calls = mockApi(({ url }) => {
    if (url.pathname.endsWith('/user/search')) return json(200, [{ value: 42, label: 'Ivan Petrov (C-42)' }]);
    if (url.pathname.endsWith('/user/balance')) return json(200, BALANCE);
    if (url.pathname.endsWith('/payments/deposits')) return json(200, DEPOSITS);
    return json(200, LIST);
  });
});

async function pick(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Ivan');
  await user.click(await screen.findByRole('option', { name: 'Ivan Petrov (C-42)' }));
}

describe('a manager s money screens', () => {
  it('/payments: a client picker instead of the manager s own ledger, then the chosen client s', async () => {
    const { user, router } = renderScreen(<PaymentsRoute />, { path: '/payments' });
    expect(await screen.findByText('Choose a client to see their payments and balance.')).toBeInTheDocument();
    expect(to('/payments/list')).toHaveLength(0);
    // Meanwhile every client's deposits, newest first (the dashboard card's "View all").
    expect(await screen.findByRole('link', { name: /Ivan Petrov/ })).toHaveAttribute('href', '/payments?userId=42');
    await pick(user);
    await waitFor(() => expect(to('/payments/list').at(-1)?.url.searchParams.get('userId')).toBe('42'));
    expect(router.state.location.search).toBe('?userId=42');
    expect(screen.getByText('Ivan Petrov (C-42)')).toBeInTheDocument();
  });

  it('/balance: a client picker instead of the manager s own ¥0, then the chosen client s balance', async () => {
    const { user, router } = renderScreen(<BalanceRoute />, { path: '/balance' });
    expect(await screen.findByText('Choose a client to see their payments and balance.')).toBeInTheDocument();
    expect(to('/user/balance')).toHaveLength(0);
    await pick(user);
    await waitFor(() => expect(to('/user/balance').at(-1)?.url.searchParams.get('userId')).toBe('42'));
    expect(router.state.location.search).toBe('?userId=42');
    expect((await screen.findAllByText('¥450 000')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Balance of client #42' })).toBeInTheDocument();
  });

  it('a client still sees their own, without a picker', async () => {
    setProfile(makeProfile({}));
    renderScreen(<BalanceRoute />, { path: '/balance' });
    expect((await screen.findAllByText('¥450 000')).length).toBeGreaterThan(0);
    expect(to('/user/balance')[0]!.url.searchParams.has('userId')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
  });
});
