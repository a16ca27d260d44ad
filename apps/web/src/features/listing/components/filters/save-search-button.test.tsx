import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../../i18n';
import { json, mockApi, renderScreen } from '../../../../test/render-screen';
import { SaveSearchButton } from './save-search-button';

const at = '/car-auction?page=3&maker=5&year=2015,2020';
const button = <SaveSearchButton pageType="car-auction" state={{ page: 3, maker: [5], year: { from: 2015, to: 2020 } }} />;

describe('Save search in the filter bar (issue 21 §4)', () => {
  it("saves the listing's applied filters (not the page) under a name, with the chosen alerts", async () => {
    const calls = mockApi(() => json(200, { success: true, id: 9 }));
    const { user } = renderScreen(button, { path: '/car-auction', at });
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Late Toyotas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Alerts' }), 'telegram');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Late Toyotas', pageType: 'car-auction', query: 'year=2015%2C2020&maker=5', notify: 'telegram' } });
    expect(calls[0]!.url.pathname).toBe('/api/v1/saved-search');
    expect(await screen.findByRole('status')).toHaveTextContent('The search is saved.');
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'Saved searches' }));
  });

  it('shows the field error and the limit, in Russian too', async () => {
    let answer = json(422, { success: false, message: { name: 'Errors.Required' } });
    mockApi(() => answer);
    await i18n.changeLanguage('ru');
    try {
      const { user } = renderScreen(button, { path: '/car-auction', at });
      await user.click(screen.getByRole('button', { name: 'Сохранить поиск' }));
      await screen.findByRole('dialog', { name: 'Сохранить этот поиск' });
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText(i18n.t('Errors.Required'))).toBeInTheDocument();
      answer = json(422, { success: false, message: 'saved_search_limit' });
      await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Ещё один');
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText(/Можно хранить не больше 20 сохранённых поисков/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
