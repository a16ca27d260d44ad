import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingLot } from '@jauc/contract';
import i18n from '../../../i18n';
import { makeLot } from '../test/listing-fixtures';
import { StatusBadge } from './lot-parts';

function show(lot: ListingLot) {
  const router = createMemoryRouter([{ path: '/', element: <StatusBadge lot={lot} /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('a listing row says when the car may not be exported to the viewer (issue 21 §1)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows "Not exportable" with the reasons, and nothing where it may go or no rules apply', async () => {
    show(makeLot({ id: 1, status: 4532, exportCheck: { country: 183, allowed: false, reasons: ['engine_over_1900cc', 'hybrid'] } }));
    const badge = screen.getByText('Not exportable to your country');
    expect(badge).toHaveAttribute('title', expect.stringMatching(/^engine over 1\s?900 cc, hybrid$/));
    await i18n.changeLanguage('ru');
    expect(await screen.findByText('Вывоз в вашу страну запрещён')).toBeInTheDocument();
  });

  it('shows only the status otherwise', () => {
    show(makeLot({ id: 2, status: 4532, exportCheck: { country: 183, allowed: true, reasons: [] } }));
    show(makeLot({ id: 3, status: 4532 }));
    expect(screen.queryByText('Not exportable to your country')).toBeNull();
  });
});
