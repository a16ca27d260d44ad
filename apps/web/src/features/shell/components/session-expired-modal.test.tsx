import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION, markRefreshFailed, sessionStore, setProfile } from '../../../lib/session-store';
import { reloadPage } from '../reload-page';
import { makeProfile, renderWithRouter } from '../test-utils';
import { SessionExpiredModal } from './session-expired-modal';

vi.mock('../reload-page', () => ({ reloadPage: vi.fn() }));

const TEXT = 'Session has expired. Please login to your account to proceed';

beforeEach(() => {
  setProfile(makeProfile());
  markRefreshFailed();
});
afterEach(() => {
  sessionStore.set({ status: SESSION.unknown, profile: null, expired: false });
  vi.mocked(reloadPage).mockClear();
});

describe('SessionExpiredModal', () => {
  it('is open while the session store says the refresh failed, and cannot be dismissed', async () => {
    renderWithRouter(<SessionExpiredModal />);
    const dialog = screen.getByRole('alertdialog', { name: 'Session has expired' });
    expect(dialog).toHaveTextContent(TEXT);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('is closed when the session has not expired, and closes on a successful profile load', async () => {
    sessionStore.set((s) => ({ ...s, expired: false }));
    renderWithRouter(<SessionExpiredModal />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => markRefreshFailed());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => setProfile(makeProfile()));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Login again clears the session and opens the login page', async () => {
    const { router } = renderWithRouter(<SessionExpiredModal />, { path: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Login again' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile' } });
    expect(sessionStore.get()).toEqual({ status: SESSION.anonymous, profile: null, expired: false });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('Reload reloads the page', async () => {
    renderWithRouter(<SessionExpiredModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
