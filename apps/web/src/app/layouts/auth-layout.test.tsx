import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useOutletContext } from 'react-router';
import i18n, { saveLanguage } from '../../i18n';
import type * as I18nModule from '../../i18n';
import { renderWithRouter } from '../../features/shell/test-utils';
import { AuthLayout, type AuthLayoutContext } from './auth-layout';

function CustomNotice() {
  const { setNotice } = useOutletContext<AuthLayoutContext>();
  useEffect(() => setNotice('Check your inbox'), [setNotice]);
  return <h1>Verify</h1>;
}

// The switch reloads the page (spec 1 §1), which jsdom cannot do: the storing call is watched instead.
vi.mock('../../i18n', async (importOriginal) => ({ ...(await importOriginal<typeof I18nModule>()), saveLanguage: vi.fn() }));

const routes = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/auth/sign-in', element: <h1>Sign in form</h1> },
      { path: '/auth/sign-up', element: <h1>Sign up form</h1> },
      { path: '/verify-email', element: <CustomNotice /> },
    ],
  },
];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
});

describe('AuthLayout', () => {
  it('shows the logo, a language switch and the login notice on the login page', () => {
    // The helper's own /auth/login stub comes after these routes, so the layout route wins.
    renderWithRouter(<p />, { path: '/auth/login', routes: [{ element: <AuthLayout />, children: [{ path: '/auth/login', element: <h1>Login form</h1> }] }] });
    expect(screen.getByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /JAUC/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('confirm their e-mail address');
  });

  it('shows no notice on other pages unless the page sets one', () => {
    renderWithRouter(<p />, { path: '/auth/sign-up', routes });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets a page set its own notice through the outlet context', () => {
    renderWithRouter(<p />, { path: '/verify-email', routes });
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox');
  });

  it('switches the language by storing it and reloading the page', async () => {
    renderWithRouter(<p />, { path: '/auth/sign-up', routes });
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'RU' }));
    await waitFor(() => expect(saveLanguage).toHaveBeenCalledWith('ru', { reload: true }));
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  });
});
