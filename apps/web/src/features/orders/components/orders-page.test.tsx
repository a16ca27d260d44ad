import { screen, waitFor, within } from '@testing-library/react';
import type { ManagerOrder, MyOrder } from '@jauc/contract';
import { describe, expect, it } from 'vitest';
import { setProfile } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { MyOrdersPage } from './my-orders-page';
import { OrdersPage } from './orders-page';

const base: MyOrder = {
  id: 7,
  createdAt: '2026-05-01T01:00:00.000Z',
  updatedAt: '2026-05-01T01:00:00.000Z',
  makerName: 'TOYOTA',
  model: 'PRIUS',
  yearFrom: 2015,
  yearTo: 2019,
  budget: 1_500_000,
  comment: 'White please',
  status: 'new',
};
const managerOrder: ManagerOrder = { ...base, userId: 5, clientName: 'Ivan Petrov', clientEmail: 'ivan@test.example', assigneeId: null, assigneeName: null, note: null };
const MANAGERS = [
  { id: 2, name: 'Anna Manager' },
  { id: 3, name: 'Boris Manager' },
];
const page = (items: unknown[]) => ({ success: true, items, pageInfo: { page: 1, pageSize: 20, totalSearchResults: items.length, totalResults: items.length } });

describe('OrdersPage (managers)', () => {
  it('lists the orders and saves status, assignee and note of one', async () => {
    setProfile(makeProfile({ detail: { roleId: 991, userType: 3 } }));
    let current = managerOrder;
    const calls = mockApi((req) => {
      if (req.url.pathname.endsWith('/orders/list')) return json(200, { ...page([current]), managers: MANAGERS });
      current = { ...current, ...(req.body as Partial<ManagerOrder>) };
      return json(200, { success: true, order: current });
    });
    const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByText('Ivan Petrov')).toBeInTheDocument();
    expect(screen.getByText(/TOYOTA PRIUS, 2015 – 2019, up to/)).toBeInTheDocument();
    expect(screen.getByText('White please')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Order No. 7' }), 'in_work');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ id: 7, status: 'in_work' }]));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of Order No. 7' })).toHaveValue('in_work'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee of Order No. 7' }), '3');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ id: 7, assigneeId: 3 }));

    await user.type(screen.getByRole('textbox', { name: 'Note on Order No. 7' }), 'Call on Monday');
    await user.click(screen.getByRole('button', { name: 'Save note on Order No. 7' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ id: 7, note: 'Call on Monday' }));
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.url.pathname === '/api/v1/orders/update')).toBe(true);
  });

  it('filters by status through the list call', async () => {
    setProfile(makeProfile({ detail: { roleId: 991, userType: 3 } }));
    const calls = mockApi(() => json(200, { ...page([]), managers: MANAGERS }));
    const { user } = renderScreen(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'done');
    expect(await screen.findByText('No orders with this status.')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('status')).toBe('done');
  });

  it('sends clients to their own orders', async () => {
    setProfile(makeProfile());
    mockApi(() => json(200, page([])));
    renderScreen(<OrdersPage />, { path: '/orders', others: ['/my-orders'] });
    expect(await screen.findByText('page /my-orders')).toBeInTheDocument();
  });
});

describe('MyOrdersPage', () => {
  it('shows the client their orders with the status', async () => {
    setProfile(makeProfile());
    const calls = mockApi(() => json(200, page([{ ...base, status: 'in_work' }, { ...base, id: 6, model: null, yearFrom: null, yearTo: null, comment: null, status: 'done' }])));
    renderScreen(<MyOrdersPage />, { path: '/my-orders' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('In work')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Order No\. 7/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Done')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^TOYOTA, up to/)).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/v1/orders/my');
  });

  it('says when there are none and links to the order form', async () => {
    setProfile(makeProfile());
    mockApi(() => json(200, page([])));
    renderScreen(<MyOrdersPage />, { path: '/my-orders' });
    expect(await screen.findByText('You have not sent any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spec your car' })).toHaveAttribute('href', '/make-an-order');
  });
});
