import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LandedCostResponse } from '@jauc/contract';
import i18n from '../../../i18n';
import { json, mockApi } from '../../../test/render-screen';
import { LandedCostPanel } from './landed-cost-panel';

const line = (code: string, label: string, amount: number) => ({ code, label, amount });

function answer(overrides: Partial<NonNullable<LandedCostResponse['landedCost']>> = {}, label = (en: string, _ru: string) => en): LandedCostResponse {
  const lines = [
    line('car_price', label('Car price', 'Цена автомобиля'), 520_000),
    line('auction_fee', label('Auction fee', 'Аукционный сбор'), 13_000),
    line('freight', label('Freight to the port', 'Фрахт до порта'), 80_200),
    line('customs_duty', label('Customs duty', 'Таможенная пошлина'), 514_250),
    line('customs_clearance_fee', label('Customs clearance fee', 'Таможенный сбор за оформление'), 4_924),
  ];
  return {
    country: { id: 183, name: label('Russia', 'Россия') },
    unavailable: null,
    landedCost: {
      currency: 'RUB', customsDate: '2026-11-27', price: { yen: 1_000_000, source: 'start' },
      rates: { date: '2026-11-26', JPY: 0.52, EUR: 93.5, USD: 80.2 },
      lines,
      missing: [{ code: 'utilization_fee', label: label('Utilization fee', 'Утилизационный сбор'), reason: 'power_unknown' }],
      total: lines.reduce((s, l) => s + l.amount, 0),
      totalJpy: 2_181_138,
      assumptions: [
        { code: 'rates_of', params: { date: '2026-11-26' } },
        { code: 'duty_for_use', params: { use: 'personal' } },
        { code: 'age', params: { months: 47, band: '3to5', productionMonth: '2022-12', customsDate: '2026-11-27' } },
      ],
      nextChange: { date: '2027-01-01', what: [{ code: 'customs_clearance_fee', label: label('Customs clearance fee', 'Таможенный сбор за оформление') }] },
      nextAgeBand: { date: '2027-12-01', band: 'over5' },
      ...overrides,
    },
  };
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <LandedCostPanel pageType="car-auction" carId={77} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LandedCostPanel', () => {
  it('shows the breakdown, the total in roubles and yen, the partial total, the assumptions and the next change (EN)', async () => {
    const calls = mockApi(() => json(200, answer()));
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Landed cost' });
    const table = await within(panel).findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Car price' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Customs duty' })).toBeInTheDocument();
    expect(screen.getByTestId('landed-cost-total')).toHaveTextContent('1 132 374 ₽');
    expect(table).toHaveTextContent('≈ ¥2 181 138');
    expect(panel).toHaveTextContent('The total is partial');
    expect(panel).toHaveTextContent('Utilization fee: engine power unknown');
    expect(panel).toHaveTextContent('Exchange rates of 26 Nov 2026');
    expect(panel).toHaveTextContent('Duty for personal use');
    expect(panel).toHaveTextContent('47 months old');
    expect(panel).toHaveTextContent('From 1 Jan 2027 the tariff changes: Customs clearance fee.');
    expect(calls[0]!.url.pathname).toBe('/api/v1/car-auction/landed-cost');
    expect(calls[0]!.url.searchParams.get('carId')).toBe('77');
  });

  it('takes a typed price', async () => {
    const calls = mockApi(() => json(200, answer()));
    const { user } = renderPanel();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Car price' }), 'typed');
    await user.type(screen.getByRole('textbox', { name: 'Price in yen' }), '2500000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('table');
    expect(calls.at(-1)!.url.searchParams.get('price')).toBe('2500000');
  });

  it('speaks Russian, with Russian plurals', async () => {
    await i18n.changeLanguage('ru');
    mockApi(() => json(200, answer({}, (_en, ru) => ru)));
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Стоимость под ключ' });
    await within(panel).findByRole('table');
    expect(panel).toHaveTextContent('Итог неполный');
    expect(panel).toHaveTextContent('Утилизационный сбор: мощность двигателя неизвестна');
    expect(panel).toHaveTextContent('Пошлина для личного пользования');
    expect(panel).toHaveTextContent('47 месяцев');
    expect(panel).toHaveTextContent('Курсы валют на 26 нояб. 2026');
    expect(screen.getByTestId('landed-cost-total')).toHaveTextContent('1 132 374 ₽');
  });

  it('explains a country without a tariff', async () => {
    mockApi(() => json(200, { country: { id: 157, name: 'New Zealand' }, landedCost: null, unavailable: 'country_without_tariff' }));
    renderPanel();
    expect(await screen.findByText(/no import tariff for New Zealand/)).toBeInTheDocument();
  });
});
