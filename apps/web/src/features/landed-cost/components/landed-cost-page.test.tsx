import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { LandedCostPage } from './landed-cost-page';

describe('LandedCostPage', () => {
  it('prices a car the client describes', async () => {
    const calls = mockApi(() =>
      json(200, {
        country: { id: 183, name: 'Russia' }, unavailable: null,
        landedCost: {
          currency: 'RUB', customsDate: '2026-11-27', price: { yen: 1_500_000, source: 'typed' }, rates: { date: '2026-11-26', JPY: 0.52, EUR: 93.5, USD: 80.2 },
          lines: [{ code: 'car_price', label: 'Car price', amount: 780_000 }], missing: [], total: 780_000, totalJpy: 1_500_000,
          assumptions: [{ code: 'rates_of', params: { date: '2026-11-26' } }], nextChange: null, nextAgeBand: null,
        },
      }));
    const { user } = renderScreen(<LandedCostPage />, { path: '/landed-cost' });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText(/Enter the price in yen and the year/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Price in yen' }), '1500000');
    await user.type(screen.getByRole('textbox', { name: 'Year of production' }), '2024');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fuel' }), 'hybrid');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const result = await screen.findByRole('region', { name: 'Landed cost' });
    expect(within(result).getByRole('rowheader', { name: 'Car price' })).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/v1/landed-cost/estimate');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ price: '1500000', year: '2024', fuel: 'hybrid' });
  });
});
