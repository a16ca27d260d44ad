import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { VerifyEmailView } from './verify-email-view';

const open = (at: string) => renderScreen(<VerifyEmailView />, { path: '/verify-email', at });

describe('VerifyEmailView', () => {
  it('shows the failed view without calling the server when the link has no token', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    open('/verify-email');
    expect(screen.getByRole('heading', { name: 'E-mail not confirmed' })).toBeInTheDocument();
    expect(screen.getByText('This link has already been used, or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(calls).toHaveLength(0);
  });

  it('confirms the address with the token and offers to sign in', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    open('/verify-email?token=abc123');
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/v1/auth/verify-email?token=abc123');
  });

  it('shows the failed view when the server refuses the token', async () => {
    mockApi(() => json(403, { success: false, message: 'link_expired' }));
    open('/verify-email?token=used');
    expect(await screen.findByRole('heading', { name: 'E-mail not confirmed' })).toBeInTheDocument();
    expect(screen.getByText('This link has already been used, or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
