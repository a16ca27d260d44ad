import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { MakeAnOrderPage } from './make-an-order-page';

const MAKERS = [
  { value: 1, label: 'TOYOTA', counter: 10 },
  { value: 2, label: 'NISSAN', counter: 5 },
];

const open = () => renderScreen(<MakeAnOrderPage />, { path: '/make-an-order' });

/** The makers for the select; the order call answers `order`. */
function api(order: () => Response) {
  return mockApi((req) => (req.url.pathname.endsWith('/car-auction/maker') ? json(200, MAKERS) : order()));
}

describe('MakeAnOrderPage', () => {
  it('sends the order and shows what was sent, with a link back', async () => {
    const calls = api(() => json(200, { success: true, orderId: 42 }));
    const { user } = open();
    await screen.findByRole('option', { name: 'NISSAN' });
    await user.selectOptions(screen.getByLabelText('Maker'), '2');
    await user.type(screen.getByLabelText('Model'), 'NOTE');
    await user.type(screen.getByLabelText('Year from'), '2016');
    await user.type(screen.getByLabelText('Year to'), '2019');
    await user.type(screen.getByLabelText('Budget'), '1500000');
    await user.type(screen.getByLabelText('Comment'), 'Any colour');
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(await screen.findByRole('heading', { name: 'Order No. 42 sent' })).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url.pathname).toBe('/api/v1/site/make-an-order');
    expect(sent.body).toEqual({ makerId: 2, model: 'NOTE', yearFrom: 2016, yearTo: 2019, budget: 1_500_000, comment: 'Any colour' });
    for (const text of ['NISSAN', 'NOTE', '2016 – 2019', 'Any colour']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/1 500 000/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the auctions' })).toHaveAttribute('href', '/');
  });

  it('checks the fields before sending', async () => {
    const calls = api(() => json(200, { success: true, orderId: 1 }));
    const { user } = open();
    await screen.findByRole('option', { name: 'TOYOTA' });
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
    expect(screen.getByLabelText('Maker')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Budget')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Maker'), '1');
    await user.type(screen.getByLabelText('Budget'), '900000');
    await user.type(screen.getByLabelText('Year from'), '2020');
    await user.type(screen.getByLabelText('Year to'), '2019');
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(await screen.findByText('The last year cannot be earlier than the first')).toBeInTheDocument();
    expect(screen.getByLabelText('Year to')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server field errors under their fields and a refusal of the whole form', async () => {
    let answer = json(422, { success: false, message: { makerId: 'Errors.InvalidField', budget: 'Errors.OrderBudget' } });
    api(() => answer);
    const { user } = open();
    await screen.findByRole('option', { name: 'TOYOTA' });
    await user.selectOptions(screen.getByLabelText('Maker'), '1');
    await user.type(screen.getByLabelText('Budget'), '5');
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(await screen.findByText('Enter a whole number of yen from 1 to 1,000,000,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Maker')).toHaveAttribute('aria-invalid', 'true');

    answer = json(429, { success: false, message: 'order_flood' });
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    await waitFor(() => expect(screen.getByText('You have sent 5 orders within an hour. Please try again later')).toBeInTheDocument());
  });
});
