import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION, sessionStore, setProfile } from '../../lib/session-store';
import { makeProfile, renderWithRouter } from '../../features/shell/test-utils';
import { AppLayout } from './app-layout';

const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/car-auction', element: <h1>Car listing</h1> },
      { path: '/profile', element: <h1>Profile page</h1> },
    ],
  },
];

beforeEach(() => setProfile(makeProfile()));
afterEach(() => {
  sessionStore.set({ status: SESSION.unknown, profile: null, expired: false });
  sessionStorage.clear();
});

describe('AppLayout', () => {
  it('shows the side menu, the header and the page', () => {
    renderWithRouter(<p>elsewhere</p>, { routes });
    expect(screen.getByRole('heading', { name: 'Car listing' })).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your account is restricted' })).toBeNull();
  });

  it('shows the restricted-account notice above the page', () => {
    setProfile(makeProfile({ detail: { roleId: 979 }, permission: { biddingAllowed: false } }));
    renderWithRouter(<p>elsewhere</p>, { routes });
    expect(within(screen.getByRole('main')).getByRole('region', { name: 'Your account is restricted' })).toBeInTheDocument();
  });

  it('opens the menu as a drawer from the burger and closes it after navigating', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<p>elsewhere</p>, { routes });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });
});
