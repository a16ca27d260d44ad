import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { LotExportNotice } from './lot-export';

describe('LotExportNotice (issue 21 §1)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names each reason a car may not be exported, and says the bid is still allowed', () => {
    render(<LotExportNotice check={{ country: 183, allowed: false, reasons: ['engine_over_1900cc', 'price_over_limit'] }} biddingOpen />);
    const note = screen.getByRole('note', { name: 'Japan does not allow exporting this car to your country' });
    expect(note).toHaveTextContent(/engine over 1\s?900 cc, worth more than the export limit/);
    expect(note).toHaveTextContent('You can still bid');
  });

  it('on a lot that takes no more bids (a past result), names the reasons without inviting a bid', () => {
    render(<LotExportNotice check={{ country: 183, allowed: false, reasons: ['hybrid'] }} biddingOpen={false} />);
    const note = screen.getByRole('note', { name: 'Japan does not allow exporting this car to your country' });
    expect(note).toHaveTextContent('hybrid');
    expect(note).not.toHaveTextContent(/bid/i);
  });

  it('says so when the car may go, and speaks Russian', async () => {
    const { rerender } = render(<LotExportNotice check={{ country: 183, allowed: true, reasons: [] }} biddingOpen />);
    expect(screen.getByText(/Japan allows exporting this car/)).toBeInTheDocument();
    await i18n.changeLanguage('ru');
    rerender(<LotExportNotice check={{ country: 183, allowed: false, reasons: ['hybrid', 'electric'] }} biddingOpen />);
    expect(screen.getByRole('note')).toHaveTextContent('гибрид, электромобиль');
  });
});
