import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { json, mockApi } from '../../../test/render-screen';
import { makeLotDetail } from '../test/lot-fixtures';
import { renderWithQuery } from '../test/render-lot';
import { ShareButton } from './share-dialog';

const lot = makeLotDetail();

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ShareButton', () => {
  it('asks for the code only when the dialog opens and shows the link and the code', async () => {
    const calls = mockApi(() => json(200, { password: '482913' }));
    const { user } = renderWithQuery(<ShareButton pageType="stock" lot={lot} />);
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this lot' });
    expect(await within(dialog).findByText('482913')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/v1/car-auction/password');
    expect(calls[0]!.url.searchParams.get('carId')).toBe('4242');
    // Stock lots are "one" for the code endpoint (spec 2 §7).
    expect(calls[0]!.url.searchParams.get('auctionType')).toBe('one');
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(`${window.location.origin}/stock/share/4242`);
    expect(within(dialog).getByText(/Never publish the lot's details/)).toBeInTheDocument();
  });

  it('copies the cleaned message and shows the check mark for three seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(() => json(200, { password: '482913' }));
    const { user } = renderWithQuery(<ShareButton pageType="car-auction" lot={lot} />, { advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this lot' });
    await user.click(await within(dialog).findByRole('button', { name: 'Copy' }));

    const text = await navigator.clipboard.readText();
    expect(text).toBe(
      [
        'Toyota Prius 2015 — TAA Kinki, Lot 1317',
        `Link: ${window.location.origin}/car-auction/share/4242`,
        'Access code: 482913',
        '',
        "Never publish the lot's details, link or access code on social media or other public places: they are for the person you send them to only.",
      ].join('\n'),
    );
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('copied-check')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2900));
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('copied-check')).not.toBeInTheDocument();
  });

  it('sends through a messenger window: a popup on wide screens', async () => {
    mockApi(() => json(200, { password: '111222' }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithQuery(<ShareButton pageType="stats" lot={lot} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    const sent = new URL(String(url));
    expect(sent.origin + sent.pathname).toBe('https://t.me/share/url');
    expect(sent.searchParams.get('url')).toBe(`${window.location.origin}/stats/share/4242`);
    expect(sent.searchParams.get('text')).toContain('Access code: 111222');
    expect(sent.searchParams.get('text')).toContain('Never publish');
    expect(target).toBe('share-lot');
    expect(features).toMatch(/popup/);
  });

  it('carries the Russian warning in Russian', async () => {
    await i18n.changeLanguage('ru');
    mockApi(() => json(200, { password: '482913' }));
    const { user } = renderWithQuery(<ShareButton pageType="car-auction" lot={lot} />);
    await user.click(screen.getByRole('button', { name: 'Поделиться' }));
    await user.click(await screen.findByRole('button', { name: 'Копировать' }));
    const text = await navigator.clipboard.readText();
    expect(text).toContain('Код доступа: 482913');
    expect(text).toContain('Никогда не публикуйте данные лота');
  });

  it('offers a retry when the code cannot be had', async () => {
    let fail = true;
    mockApi(() => (fail ? json(403, { success: false, message: 'forbidden' }) : json(200, { password: '999000' })));
    const { user } = renderWithQuery(<ShareButton pageType="car-auction" lot={lot} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('You do not have access to this')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('999000')).toBeInTheDocument());
  });
});
