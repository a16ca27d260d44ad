import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { clearSession, sessionStore, SESSION } from '../../../lib/session-store';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { makeProfile } from '../../../test/profile-fixture';
import { LoginForm } from './login-form';

afterEach(async () => {
  clearSession();
  await i18n.changeLanguage('en');
});

async function fillAndSubmit(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText('Email'), 'Client@Demo.example');
  await user.type(screen.getByLabelText('Password'), 'demo-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('validates on submit with the contract rules and sends nothing while invalid', async () => {
    const calls = mockApi(() => json(500, {}));
    const { user } = renderScreen(<LoginForm />, { path: '/auth/login' });
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(screen.getByText('Must contain more than 6 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message code translated in a red box above the form", async () => {
    mockApi(() => json(400, { success: false, message: 'invalid_credentials' }));
    const { user } = renderScreen(<LoginForm />, { path: '/auth/login' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(sessionStore.get().status).not.toBe(SESSION.authenticated);
  });

  it('tells a locked login that a right password was answered by an e-mailed link (decision 014)', async () => {
    mockApi(() => json(429, { success: false, message: 'login_locked' }));
    const { user } = renderScreen(<LoginForm />, { path: '/auth/login' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('If the password was right, we have e-mailed you a link to sign in');
    expect(sessionStore.get().status).not.toBe(SESSION.authenticated);
  });

  it('signs in, loads the session, follows its language and returns where the user came from', async () => {
    const calls = mockApi(({ url }) => (url.pathname === '/api/v1/auth' ? json(200, { success: true }) : json(200, makeProfile({ detail: { language: 693 } }))));
    const { user, router } = renderScreen(<LoginForm />, { path: '/auth/login', others: ['/car-auction', '/bids'] });
    await router.navigate('/auth/login', { state: { from: { pathname: '/bids', search: '?page=2' } } });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bids'));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/v1/auth', 'GET /api/v1/user/view-profile']);
    expect(calls[0]!.body).toEqual({ email: 'client@demo.example', password: 'demo-pass' });
    expect(sessionStore.get().status).toBe(SESSION.authenticated);
    expect(i18n.language).toBe('ru');
  });

  it('goes to the car auctions when no page sent the user here', async () => {
    mockApi(({ url }) => (url.pathname === '/api/v1/auth' ? json(200, { success: true }) : json(200, makeProfile())));
    const { user, router } = renderScreen(<LoginForm />, { path: '/auth/login', others: ['/car-auction'] });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/car-auction'));
    expect(i18n.language).toBe('en');
  });
});
