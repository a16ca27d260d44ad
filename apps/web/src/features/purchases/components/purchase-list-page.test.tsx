import '../../../test/radix-shims';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseListResponse } from '@jauc/contract';
import { setProfile } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';
import { json, mockApi, renderScreen, type Call } from '../../../test/render-screen';
import { purchasePageSize } from '../lib/purchase-page-size';
import { CLIENT_ID, listAnswer, listItem } from '../test/purchase-fixtures';
import { PurchaseListPage } from './purchase-list-page';

let answer: () => PurchaseListResponse;
let calls: Call[];
const lastQuery = () => calls.filter((c) => c.url.pathname === '/api/v1/purchased-cars/list').at(-1)!.url.searchParams.toString();

function open(at = '/purchased-cars') {
  setProfile(makeProfile({ detail: { userId: CLIENT_ID, userType: 2, roleId: 1064 } }));
  return renderScreen(<PurchaseListPage />, { path: '/purchased-cars', at, others: ['/purchased-cars/:id'] });
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  purchasePageSize.reload();
  answer = () => listAnswer([listItem()]);
  calls = mockApi(() => json(200, answer()));
});

describe('PurchaseListPage', () => {
  it('lists the cars (cards on a phone) linking to their page', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Toyota Prius 2015' });
    expect(link).toHaveAttribute('href', '/purchased-cars/7');
    expect(screen.getByText('¥1 165 000')).toBeInTheDocument();
    expect(lastQuery()).toBe('page=1&pageSize=20');
  });

  it('filters by status at once, Processing as 0', async () => {
    const { user } = open();
    await screen.findByRole('link', { name: 'Toyota Prius 2015' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Status 0');
    await waitFor(() => expect(lastQuery()).toBe('page=1&pageSize=20&status=0'));
  });

  it('formats typed dates, flags a bad range and applies a good one', async () => {
    const { user } = open();
    await screen.findByRole('link', { name: 'Toyota Prius 2015' });
    const from = screen.getByLabelText('Purchased from');
    await user.type(from, '20261');
    expect(from).toHaveValue('2026-1');
    expect(screen.getByText('Enter the date as YYYY-MM-DD')).toBeInTheDocument();
    await user.type(from, '001');
    expect(from).toHaveValue('2026-10-01');
    await user.type(screen.getByLabelText('Purchased to'), '20260901');
    expect(screen.getByText('The start date is after the end date')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Purchased to'));
    await user.type(screen.getByLabelText('Purchased to'), '20261031');
    await waitFor(() => expect(lastQuery()).toBe('page=1&pageSize=20&dateFrom=2026-10-01&dateTo=2026-10-31'), { timeout: 3000 });
  });

  it('says when nothing matches', async () => {
    answer = () => listAnswer([]);
    open('/purchased-cars?status=5');
    expect(await screen.findByRole('heading', { name: 'No purchased cars match the filters' })).toBeInTheDocument();
  });
});
