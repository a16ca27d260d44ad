import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION, sessionStore, setProfile } from '../../../lib/session-store';
import { makeProfile, renderWithRouter } from '../test-utils';
import { SideMenu } from './side-menu';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ status: SESSION.unknown, profile: null, expired: false });
});

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('SideMenu', () => {
  it('gives a dealer the dealer menu, every entry a link', () => {
    renderWithRouter(<SideMenu profile={makeProfile({ detail: { roleId: 1092, userType: 1092 } })} />);
    const menu = within(nav());
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('link', { name: 'Purchased Cars' })).toHaveAttribute('href', '/purchased-cars');
    expect(menu.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/payments');
    expect(nav().querySelector('[aria-disabled="true"]')).toBeNull();
    expect(menu.getByRole('link', { name: 'My Bids' })).toHaveAttribute('href', '/dealer-bids');
    expect(menu.getByRole('link', { name: 'Bid history' })).toHaveAttribute('href', '/archive-bids');
    expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.queryByText('Bid Manager')).toBeNull();
  });

  it('gives a client the client menu', () => {
    renderWithRouter(<SideMenu profile={makeProfile()} />);
    const menu = within(nav());
    expect(menu.getByRole('link', { name: 'My Bids' })).toHaveAttribute('href', '/bids');
    expect(menu.getByText('Payments')).toBeInTheDocument();
    expect(menu.queryByText('Bid Manager')).toBeNull();
  });

  it('gives a manager Dashboard, Bid Manager, Purchased Cars, Clients and Profile only', () => {
    renderWithRouter(<SideMenu profile={makeProfile({ detail: { roleId: 991, userType: 3 } })} />);
    const menu = within(nav());
    expect(menu.getByRole('link', { name: 'Bid Manager' })).toHaveAttribute('href', '/bid-manager');
    expect(menu.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
    for (const label of ['My Bids', 'Bid history', 'Payments']) expect(menu.queryByText(label)).toBeNull();
  });

  it('highlights Car Auctions on the index route and hides Stock Cars', () => {
    renderWithRouter(<SideMenu profile={makeProfile()} />, { path: '/' });
    const link = within(nav()).getByRole('link', { name: 'Car Auctions' });
    expect(link).toHaveAttribute('href', '/car-auction');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByText('Stock Cars')).toBeNull();
  });

  it('gates the second group by permission and hides it when nothing is allowed', () => {
    const { unmount } = renderWithRouter(<SideMenu profile={makeProfile({ permission: { carAuctionsView: false, onepriceView: false } })} />);
    expect(screen.getByText('Cars')).toBeInTheDocument();
    expect(screen.getByText('Sales Statistics')).toBeInTheDocument();
    expect(screen.queryByText('Car Auctions')).toBeNull();
    expect(screen.queryByText('Favorites')).toBeNull();
    expect(screen.queryByText('Oneprice')).toBeNull();
    unmount();

    renderWithRouter(<SideMenu profile={makeProfile({ permission: { carAuctionsView: false, salesStatisticsView: false, onepriceView: false } })} />);
    expect(screen.queryByText('Cars')).toBeNull();
    expect(screen.getByText('My account')).toBeInTheDocument();
  });

  it('shows the Tokyo clock and the contact links', () => {
    renderWithRouter(<SideMenu profile={makeProfile()} />);
    expect(screen.getByRole('group', { name: 'Time in Tokyo (UTC+9)' })).toHaveTextContent('Tokyo');
    expect(screen.getByRole('link', { name: 'support@jauc.example' })).toHaveAttribute('href', 'mailto:support@jauc.example');
    expect(screen.getByRole('link', { name: 'Telegram chat' })).toHaveAttribute('href', 'https://t.me/jauc_support');
  });

  it('logs out: POST /auth/logout, session cleared, login page', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const profile = makeProfile();
    setProfile(profile);
    const { router } = renderWithRouter(<SideMenu profile={profile} />);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(sessionStore.get()).toMatchObject({ status: SESSION.anonymous, profile: null });
  });
});
