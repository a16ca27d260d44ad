import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, formatYen as yen, type PriceHistory } from '@jauc/contract';
import i18n from '../../../i18n';
import { json, mockApi } from '../../../test/render-screen';
import { renderWithQuery } from '../test/render-lot';
import { PriceHistoryCard } from './price-history';

function history(overrides: Partial<PriceHistory> = {}): PriceHistory {
  return {
    criteria: { model: 'Prius', chassisCode: 'ZVW30', yearFrom: 2014, yearTo: 2016, band: 'good', months: 6 },
    comparable: { count: 37, p25: 380_000, p50: 412_000, p75: 450_000, from: '2026-05-27', to: '2026-11-27' },
    points: [
      { date: '2026-06-01', price: 400_000, condition: '4', mileage: 81_000, lotId: 11 },
      { date: '2026-09-15', price: 430_000, condition: '4.5', mileage: 62_500, lotId: 12 },
    ],
    earlierRuns: [
      { lotId: 5, date: '2026-10-02', auctionName: 'USS Tokyo', lotNo: 1234, status: AUCTION_STATUS.notSold, soldPrice: null, startPrice: 300_000, condition: '4', mileage: 60_000 },
    ],
    ...overrides,
  };
}

describe('PriceHistoryCard', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the median line, a chart with its text alternative, the sales table and earlier runs (EN)', async () => {
    await i18n.changeLanguage('en');
    const calls = mockApi(() => json(200, { priceHistory: history() }));
    const { user } = renderWithQuery(<PriceHistoryCard pageType="car-auction" carId={4242} />);
    const card = await screen.findByRole('region', { name: 'Price history' });
    expect(await within(card).findByTestId('price-history-summary')).toHaveTextContent(`median ${yen(412_000)} of 37 sold`);
    expect(card).toHaveTextContent('Prius ZVW30, 2014–2016, grade 4–4.5, sold 2026-05-27 – 2026-11-27');
    const chart = await within(card).findByRole('img');
    expect(chart).toHaveAccessibleName(
      `Sold prices of 37 comparable cars from 2026-05-27 to 2026-11-27: median ${yen(412_000)}, middle half ${yen(380_000)} to ${yen(450_000)}.`,
    );
    // The table carries the same sales, latest first.
    const rows = within(card).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(`2026-09-15${yen(430_000)}4.562,500 km`);
    const runs = within(card).getByRole('region', { name: 'This car at earlier auctions' });
    expect(runs).toHaveTextContent('USS Tokyo · Lot 1234');
    expect(runs).toHaveTextContent('Not sold');
    expect(runs).toHaveTextContent(`start ${yen(300_000)}`);
    expect(calls[0]!.url.pathname).toBe('/api/v1/car-auction/price-history');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ carId: '4242', months: '6' });

    // Another period and any grade ask again.
    await user.click(within(card).getByRole('button', { name: '12 months' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url.searchParams.get('months')).toBe('12');
    expect(within(card).getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(card).getByRole('checkbox', { name: 'Any grade' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.url.searchParams.get('band')).toBe('any');
  });

  it('speaks Russian with its plurals', async () => {
    await i18n.changeLanguage('ru');
    mockApi(() => json(200, { priceHistory: history({ comparable: { count: 3, p25: 380_000, p50: 412_000, p75: 450_000, from: '2026-05-27', to: '2026-11-27' } }) }));
    renderWithQuery(<PriceHistoryCard pageType="stats" carId={7} />);
    const card = await screen.findByRole('region', { name: 'История цен' });
    expect(await within(card).findByTestId('price-history-summary')).toHaveTextContent(`медиана ${yen(412_000)} из 3 проданных`);
    expect(within(card).getByRole('button', { name: '3 месяца' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '12 месяцев' })).toBeInTheDocument();
    expect(await within(card).findByRole('img')).toHaveAccessibleName(/^Цены продажи 3 похожих машин/);
    expect(within(card).getByRole('region', { name: 'Эта машина на прошлых аукционах' })).toHaveTextContent('Лот 1234');
  });

  it('says so when nothing compares, and offers a retry when the call fails', async () => {
    await i18n.changeLanguage('en');
    mockApi(() => json(200, { priceHistory: history({ comparable: { count: 0, p25: null, p50: null, p75: null, from: '2026-05-27', to: '2026-11-27' }, points: [], earlierRuns: [] }) }));
    const { unmount } = renderWithQuery(<PriceHistoryCard pageType="stock" carId={8} />);
    expect(await screen.findByText('No comparable cars were sold in this period.')).toBeInTheDocument();
    expect(screen.getByText('This chassis number was not seen at earlier auctions.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();

    mockApi(() => json(500, { success: false, message: 'internal' }));
    renderWithQuery(<PriceHistoryCard pageType="stock" carId={8} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The price history could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
