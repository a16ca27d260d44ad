import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PaymentRecord } from '@jauc/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';
import { json, mockApi, renderScreen, type Call } from '../../../test/render-screen';
import { PaymentsPage } from './payments-page';

const record = (over: Partial<PaymentRecord>): PaymentRecord => ({
  id: 1, type: 'remittance', purpose: 'deposit', amount: 1_000_000, balance: 1_000_000, date: '2026-11-01', description: 'Wire', etd: null, eta: null, purchasedCarId: null, ...over,
});
const RECORDS = [
  record({ id: 2, type: 'car_purchase', purpose: 'purchase', amount: -460_000, balance: 540_000, date: '2026-11-03', description: 'Toyota Prius', purchasedCarId: 7, etd: '2026-11-20', eta: null }),
  record({}),
];

function api() {
  return mockApi((call: Call) => {
    const path = call.url.pathname.replace('/api/v1', '');
    if (path === '/payments/invoice') return json(200, { success: true, url: '/api/v1/purchased-cars/7/invoice' });
    return json(200, {
      success: true,
      records: RECORDS,
      purposesList: [
        { value: 'deposit', label: 'Remittance' },
        { value: 'purchase', label: 'Car purchase' },
      ],
      typesList: [
        { value: 'remittance', label: 'Remittances' },
        { value: 'car_purchase', label: 'Car Purchase' },
      ],
      totalBalance: 540_000,
      totalReceived: 1_000_000,
      totalSpent: 460_000,
      pageInfo: { page: 1, pageSize: 20, totalSearchResults: 45 },
    });
  });
}
const lists = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/v1/payments/list');

beforeEach(() => setProfile(makeProfile({ permission: { downloadInvoice: true } })));

describe('PaymentsPage', () => {
  it('shows the totals, each record with its running balance and the invoice of a car purchase', async () => {
    api();
    renderScreen(<PaymentsPage />, { path: '/payments' });
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('-¥460 000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('¥540 000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ETD 2026-11-20')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Invoice (PDF)' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Invoice (PDF)' })).toBeNull();
    expect(screen.getByText('Received').nextSibling).toHaveTextContent('¥1 000 000');
    expect(screen.getByText('Spent').nextSibling).toHaveTextContent('¥460 000');
    expect(screen.getByRole('navigation', { name: /pag/i })).toBeInTheDocument();
  });

  it('asks for the type 400 ms after it settles, and a date range only once both dates are valid', async () => {
    const calls = api();
    renderScreen(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('table');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'car_purchase' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(lists(calls).some((c) => c.url.searchParams.get('type') === 'car_purchase')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(lists(calls).at(-1)?.url.searchParams.get('type')).toBe('car_purchase');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026111' } });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-1');
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.getByText('Enter the date as YYYY-MM-DD')).toBeInTheDocument();
    expect(lists(calls).some((c) => c.url.searchParams.has('dateFrom'))).toBe(false);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '20261101' } });
    await act(() => vi.advanceTimersByTimeAsync(800));
    const last = lists(calls).at(-1)!;
    expect(last.url.searchParams.get('dateFrom')).toBe('2026-11-01');
    expect(last.url.searchParams.get('type')).toBe('car_purchase');
    expect(screen.queryByText('Enter the date as YYYY-MM-DD')).toBeNull();
  });

  it('opens the invoice URL the server answers', async () => {
    const calls = api();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user } = renderScreen(<PaymentsPage />, { path: '/payments' });
    await user.click(await screen.findByRole('button', { name: 'Invoice (PDF)' }));
    expect(calls.find((c) => c.url.pathname === '/api/v1/payments/invoice')?.url.searchParams.get('id')).toBe('2');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/v1/purchased-cars/7/invoice'));
  });
});
