import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/render-screen';
import { renderWithQuery } from '../test/render-lot';
import { AuctionSheet } from './auction-sheet';

const JA = '/media/lots/7/sheet-ja.svg';
const EN = '/media/lots/7/sheet-en.svg';
const sheetImage = () => screen.getByRole('img', { name: /^Auction sheet/ });

describe('AuctionSheet', () => {
  it('shows the Japanese sheet, fetches the translation once, and toggles for free afterwards', async () => {
    let answer: (r: Response) => void = () => undefined;
    const calls = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithQuery(<AuctionSheet carId={7} sheet={JA} canTranslate />);
    expect(sheetImage()).toHaveAttribute('src', JA);
    expect(sheetImage()).toHaveAccessibleName('Auction sheet (Japanese)');

    await user.click(screen.getByRole('button', { name: 'Translate' }));
    // Waiting: the button cannot be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: /Original|Translate/ })).toBeDisabled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/v1/car-auction/image-translate');
    expect(calls[0]!.url.searchParams.get('carId')).toBe('7');
    expect(calls[0]!.url.searchParams.get('image')).toBe(JA);
    answer(json(200, EN));

    await waitFor(() => expect(sheetImage()).toHaveAttribute('src', EN));
    expect(sheetImage()).toHaveAccessibleName('Auction sheet (English translation)');
    const original = screen.getByRole('button', { name: 'Original' });
    expect(original).toBeEnabled();

    await user.click(original);
    expect(sheetImage()).toHaveAttribute('src', JA);
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(sheetImage()).toHaveAttribute('src', EN);
    await user.click(screen.getByRole('button', { name: 'Original' }));
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(calls).toHaveLength(1);
  });

  it('says why when the translation fails and asks again on the next press', async () => {
    let fail = true;
    const calls = mockApi(() => (fail ? json(500, { success: false, message: 'internal_error' }) : json(200, EN)));
    const { user } = renderWithQuery(<AuctionSheet carId={7} sheet={JA} canTranslate />);
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The translation could not be loaded.');
    expect(sheetImage()).toHaveAttribute('src', JA);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(sheetImage()).toHaveAttribute('src', EN));
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('has no Translate without the permission (or on the share page)', () => {
    mockApi(() => json(200, EN));
    renderWithQuery(<AuctionSheet carId={7} sheet={JA} canTranslate={false} />);
    expect(sheetImage()).toHaveAttribute('src', JA);
    expect(screen.queryByRole('button', { name: 'Translate' })).not.toBeInTheDocument();
  });

  it('says there is no data when the lot has no sheet', () => {
    mockApi(() => json(200, EN));
    renderWithQuery(<AuctionSheet carId={7} sheet="" canTranslate />);
    expect(screen.getByText('No data available for this vehicle')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Translate' })).not.toBeInTheDocument();
  });
});
