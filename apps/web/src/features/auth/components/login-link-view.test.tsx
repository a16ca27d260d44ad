import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, sessionStore, SESSION } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { LoginLinkView } from './login-link-view';

// The one-time sign-in link a locked login mails (issue 18 §4, docs/decisions/014).
const open = (at: string) => renderScreen(<LoginLinkView />, { path: '/auth/login-link', at, others: ['/'] });

afterEach(() => clearSession());

describe('LoginLinkView', () => {
  it('shows the failed view without calling the server when the link has no token', () => {
    const calls = mockApi(() => json(200, { success: true }));
    open('/auth/login-link');
    expect(screen.getByRole('heading', { name: 'Sign-in link not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(calls).toHaveLength(0);
  });

  it('signs in with the token, loads the session and opens the portal', async () => {
    const calls = mockApi(({ url }) => (url.pathname === '/api/v1/auth/login-link' ? json(200, { success: true }) : json(200, makeProfile())));
    const { router } = open('/auth/login-link?token=abc123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get().status).toBe(SESSION.authenticated);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/v1/auth/login-link?token=abc123');
    expect(calls.filter((c) => c.url.pathname === '/api/v1/auth/login-link')).toHaveLength(1);
  });

  it('shows the failed view when the server refuses the token', async () => {
    mockApi(() => json(403, { success: false, message: 'link_expired' }));
    open('/auth/login-link?token=used');
    expect(await screen.findByRole('heading', { name: 'Sign-in link not valid' })).toBeInTheDocument();
    expect(screen.getByText('This link has already been used, or has expired')).toBeInTheDocument();
  });
});
