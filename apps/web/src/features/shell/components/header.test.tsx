import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE } from '@jauc/contract';
import i18n, { saveLanguage } from '../../../i18n';
import type * as I18nModule from '../../../i18n';
import { SESSION, sessionStore, setProfile } from '../../../lib/session-store';
import { makeProfile, renderWithRouter } from '../test-utils';
import { Header } from './header';
import { nameStartsWithVisibleText } from '../../../test/visible-text';

// The switch reloads the page, which jsdom cannot do: the storing call is watched instead.
vi.mock('../../../i18n', async (importOriginal) => ({ ...(await importOriginal<typeof I18nModule>()), saveLanguage: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  setProfile(makeProfile({ detail: { fullName: 'Anna Smirnova', email: 'anna@example.com' } }));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  sessionStore.set({ status: SESSION.unknown, profile: null, expired: false });
  vi.unstubAllGlobals();
});

const renderHeader = () => renderWithRouter(<Header onOpenMenu={() => undefined} menuOpen={false} />);

describe('Header', () => {
  it('switches the language from the language menu: saved to the profile, then stored with a reload', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'EN — language: English' }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Русский' }));

    // The next sign-in keeps the choice (spec 1 §1: the page reloads after a change).
    await waitFor(() => expect(saveLanguage).toHaveBeenCalledWith('ru', { reload: true }));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/user/update-setting', expect.objectContaining({ method: 'PUT' }));
    const [, init] = (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).find(([url]) => url === '/api/v1/user/update-setting')!;
    expect(JSON.parse(String(init.body))).toMatchObject({ language: LANGUAGE.ru });
  });

  it('puts the public-site links in a More menu, each opening in a new tab', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.replace('(opens in a new tab)', '').trim())).toEqual(['Vehicles', 'Spec your car', 'How to buy', 'About us', 'Contact us']);
    for (const item of items) {
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
      expect(item.getAttribute('href')).toMatch(/^https:\/\/jauc\.example\//);
    }
  });

  it('shows who is signed in, with Profile, Change password and Logout', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderHeader();
    // Issue 18 §3 (WCAG 2.5.3): the name starts with what the button shows, the initials and the name.
    const account = screen.getByRole('button', { name: 'AS Anna Smirnova — account menu' });
    expect(nameStartsWithVisibleText(account)).toBe(true);
    await user.click(account);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('Anna Smirnova');
    expect(menu).toHaveTextContent('anna@example.com');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveAttribute('href', '/change-password');

    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(sessionStore.get().profile).toBeNull();
  });

  it('opens the side-menu drawer from the burger button', async () => {
    const onOpenMenu = vi.fn();
    renderWithRouter(<Header onOpenMenu={onOpenMenu} menuOpen={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
  });
});
