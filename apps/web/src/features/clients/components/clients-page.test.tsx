import { screen, waitFor, within } from '@testing-library/react';
import type { ClientRow } from '@jauc/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setProfile } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';
import { json, mockApi, renderScreen, type Call } from '../../../test/render-screen';
import { ClientsPage } from './clients-page';

const RESTRICTED: ClientRow = {
  id: 41, fullName: 'Rita Restricted', clientId: '41', email: 'rita@example.com', company: null, countryId: 183, country: 'Russian Federation',
  createdAt: '2026-11-01T03:00:00.000Z', lastLogin: null, userType: 2, roleId: 979, type: 'Restricted', biddingAllowed: false,
  balance: 0, creditLimit: 0, manager: 'Mia Manager', dealer: null, note: null,
};

function api(deposit: (call: Call) => Response) {
  return mockApi((call) => {
    const path = call.url.pathname.replace('/api/v1', '');
    if (path === '/payments/deposit') return deposit(call);
    if (path === '/clients/update') return json(200, { success: true, client: { ...RESTRICTED, ...(call.body as object) } });
    return json(200, { success: true, clients: [RESTRICTED], roleList: [{ value: 979, label: 'Restricted' }], pageInfo: { page: 1, pageSize: 20, totalSearchResults: 1 } });
  });
}
const deposits = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/v1/payments/deposit');
const booked = (call: Call, activated: boolean) =>
  json(200, {
    success: true, repeated: false, activated, balance: 300_000,
    entry: { id: 9, type: 'remittance', purpose: 'deposit', amount: 300_000, balance: 300_000, date: '2026-11-02', description: '', etd: null, eta: null, purchasedCarId: null },
    ...(call.body as object as Record<string, never>),
  });

beforeEach(() => setProfile(makeProfile({ detail: { roleId: 991, userType: 3 } })));

describe('ClientsPage', () => {
  it('sends clients and dealers to their profile', async () => {
    setProfile(makeProfile());
    api(() => json(500, {}));
    renderScreen(<ClientsPage />, { path: '/clients', others: ['/profile'] });
    expect(await screen.findByText('page /profile')).toBeInTheDocument();
  });

  it('records a deposit once with one key per opened form, and says when it activated the account', async () => {
    const calls = api((call) => booked(call, true));
    const { user } = renderScreen(<ClientsPage />, { path: '/clients' });
    await user.click(await screen.findByRole('button', { name: 'Deposit: Rita Restricted' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(within(dialog).getByText('Enter a whole number of yen greater than zero')).toBeInTheDocument();
    expect(deposits(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Amount received'), '300000');
    expect(within(dialog).getByLabelText('Amount received')).toHaveValue('300 000');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await screen.findByText('The account was restricted and is now an active client: it can bid.')).toBeInTheDocument();
    expect(deposits(calls)).toHaveLength(1);
    const first = deposits(calls)[0]!.body as { userId: number; amount: number; date: string; idempotencyKey: string };
    expect(first).toMatchObject({ userId: 41, amount: 300_000 });
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Deposit: Rita Restricted' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Amount received'), '5000');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Record deposit' }));
    await waitFor(() => expect(deposits(calls)).toHaveLength(2));
    expect((deposits(calls)[1]!.body as { idempotencyKey: string }).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('retries with the same key after a failure and shows the server refusal', async () => {
    let answer = json(409, { success: false, message: 'account_disabled' });
    const calls = api((call) => (deposits([call]).length ? answer : booked(call, false)));
    const { user } = renderScreen(<ClientsPage />, { path: '/clients' });
    await user.click(await screen.findByRole('button', { name: 'Deposit: Rita Restricted' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount received'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await within(dialog).findByText('This account is disabled: no deposit can be recorded')).toBeInTheDocument();
    answer = booked(deposits(calls)[0]!, false);
    await user.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await screen.findByText('Deposit recorded')).toBeInTheDocument();
    const keys = deposits(calls).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sets the credit limit and the note, sending only what changed', async () => {
    const calls = api(() => json(500, {}));
    const { user } = renderScreen(<ClientsPage />, { path: '/clients' });
    await user.click(await screen.findByRole('button', { name: 'Limit & note: Rita Restricted' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit limit and note' });
    await user.clear(within(dialog).getByLabelText('Credit limit'));
    await user.type(within(dialog).getByLabelText('Credit limit'), '2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url.pathname === '/api/v1/clients/update')?.body).toEqual({ userId: 41, creditLimit: 2_000_000 });
  });
});
