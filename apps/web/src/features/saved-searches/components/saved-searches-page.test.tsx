import { screen, waitFor, within } from '@testing-library/react';
import type { SavedSearch } from '@jauc/contract';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { SavedSearchesPage } from './saved-searches-page';

const search = (s: Partial<SavedSearch>): SavedSearch => ({
  id: 1, name: 'Priuses', pageType: 'car-auction', query: 'maker=5&bidding=all', notify: 'email', newCount: 3, createdAt: '2026-11-01T00:00:00.000Z', ...s,
});

function serve(list: SavedSearch[]) {
  return mockApi((req) => {
    if (req.method === 'GET') return json(200, { list });
    return json(200, { success: true });
  });
}

describe('SavedSearchesPage (issue 21 §4)', () => {
  it('lists the searches with their new lots; opens, pauses and deletes one', async () => {
    const calls = serve([search({}), search({ id: 2, name: 'Stock vans', pageType: 'stock', query: '', notify: 'none', newCount: 0 })]);
    const { user, router } = renderScreen(<SavedSearchesPage />, { path: '/saved-searches', others: ['/car-auction'] });
    expect(await screen.findByText('Priuses')).toBeInTheDocument();
    expect(screen.getByText('3 new lots')).toBeInTheDocument();
    expect(screen.getByText('No new lots')).toBeInTheDocument();
    expect(screen.getByText(/Car auctions/)).toBeInTheDocument();
    expect(screen.getByText(/One price/)).toBeInTheDocument();
    expect(screen.getByText('2 of 20 searches')).toBeInTheDocument();

    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Alerts' })[0]!, 'none');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 1, notify: 'none' }));
    expect(calls.find((c) => c.method === 'PUT')!.url.pathname).toBe('/api/v1/saved-search/notify');

    await user.click(screen.getByRole('button', { name: 'Delete “Stock vans”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.search === '?id=2')).toBe(true));

    const open = screen.getByRole('link', { name: 'Open “Priuses”' });
    expect(open).toHaveAttribute('href', '/car-auction?maker=5&bidding=all');
    await user.click(open);
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/api/v1/saved-search/opened')?.body).toEqual({ id: 1 }));
    expect(router.state.location.pathname).toBe('/car-auction');
    expect(router.state.location.search).toBe('?maker=5&bidding=all');
  });

  it('says how to save one when there is none', async () => {
    serve([]);
    renderScreen(<SavedSearchesPage />, { path: '/saved-searches' });
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
  });

  it('speaks Russian with its plurals', async () => {
    serve([search({ newCount: 1 }), search({ id: 2, name: 'Б', newCount: 3 }), search({ id: 3, name: 'В', newCount: 5, notify: 'telegram' })]);
    await i18n.changeLanguage('ru');
    try {
      renderScreen(<SavedSearchesPage />, { path: '/saved-searches' });
      expect(await screen.findByRole('heading', { name: 'Сохранённые поиски' })).toBeInTheDocument();
      expect(screen.getByText('1 новый лот')).toBeInTheDocument();
      expect(screen.getByText('3 новых лота')).toBeInTheDocument();
      expect(screen.getByText('5 новых лотов')).toBeInTheDocument();
      expect(screen.getByText('3 из 20 поисков')).toBeInTheDocument();
      expect(screen.getAllByRole('combobox', { name: 'Уведомления' })[2]).toHaveValue('telegram');
      expect(screen.getByRole('option', { name: 'В Telegram', selected: true })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
