import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useParams, useSearchParams } from 'react-router';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { makeSharedLot } from '../test/lot-fixtures';
import { SharedLotPage } from './shared-lot-page';

function Screen() {
  const { type, id } = useParams();
  const [search] = useSearchParams();
  return <SharedLotPage type={type} id={id} urlCode={search.get('code')} />;
}

const open = (at: string) =>
  renderScreen(
    <Routes>
      <Route path="/:type/share/:id" element={<Screen />} />
    </Routes>,
    { path: '/*', at, others: ['/car-auction'] },
  );

const wrongCode = () => json(403, { success: false, message: 'wrong_code' });

describe('SharedLotPage', () => {
  it('asks for the code, refuses a short one without asking the server, and opens with the right one', async () => {
    const calls = mockApi((call) => (call.url.searchParams.get('code') === '123456' ? json(200, { lotDetail: makeSharedLot() }) : wrongCode()));
    const { user } = open('/car-auction/share/4242');
    expect(screen.getByRole('heading', { name: 'Enter the access code' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Access code' });

    await user.type(field, '12a3');
    expect(field).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Open the lot' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong access code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await user.type(field, '456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /TAA Kinki · Lot 1317\s*Toyota Prius 2015/ })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/v1/share/car-auction/4242');
    expect(calls[0]!.url.searchParams.get('code')).toBe('123456');

    // The lot without anything that needs an account.
    expect(screen.getByRole('region', { name: 'Auction sheet' })).toBeInTheDocument();
    for (const name of ['Translate', 'Share', 'Add note', 'Download photos']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Month of production' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Favorites' })).not.toBeInTheDocument();
  });

  it('shows Errors.WrongCode under the field when the server refuses the code', async () => {
    mockApi(wrongCode);
    const { user } = open('/stock/share/4242');
    await user.type(screen.getByRole('textbox', { name: 'Access code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Open the lot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong access code');
    expect(screen.getByRole('textbox', { name: 'Access code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('uses the code of the link, and falls back to the gate with the error when it is wrong', async () => {
    const calls = mockApi(wrongCode);
    open('/stats/share/4242?code=654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong access code');
    expect(screen.getByRole('textbox', { name: 'Access code' })).toHaveValue('654321');
    expect(calls[0]!.url.pathname).toBe('/api/v1/share/stats/4242');
  });

  it('opens straight away with a right code in the link; a USS lot says its photos are not shared', async () => {
    // The server sends neither photos nor the auction sheet of a USS lot (their media need a session).
    mockApi(() => json(200, { lotDetail: makeSharedLot({ carCommonDetail: { isUss: true, auctionSheet: '' }, lotImages: { images: [], thumbnails: [] } }) }));
    open('/car-auction/share/4242?code=123456');
    expect(await screen.findByText('Photos of USS auction lots are not shared')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Access code' })).not.toBeInTheDocument();
    expect(document.querySelector('img[src*="/media/"]')).toBeNull();
  });

  it('keeps the gate with the reason when the visitor or the whole link is locked out', async () => {
    for (const [message, text] of [
      ['too_many_requests', 'Too many attempts'],
      ['share_link_locked', 'This link has been locked for an hour'],
    ] as const) {
      mockApi(() => json(429, { success: false, message }));
      open('/car-auction/share/4242?code=123456');
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('textbox', { name: 'Access code' })).toBeInTheDocument();
      cleanup();
    }
  });

  it('shows the empty-lot screen for a missing lot, an error or a bad link', async () => {
    mockApi(() => json(404, { success: false, message: 'lot_not_found' }));
    const { user, router } = open('/car-auction/share/4242?code=123456');
    expect(await screen.findByRole('heading', { name: 'This lot is not available' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'To car auction' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/car-auction'));
  });

  it('treats an unknown page type as a missing lot', () => {
    mockApi(wrongCode);
    open('/bikes/share/4242');
    expect(screen.getByRole('heading', { name: 'This lot is not available' })).toBeInTheDocument();
  });
});
