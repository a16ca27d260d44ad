import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { ResetPasswordView } from './reset-password-view';

const open = (at: string) => renderScreen(<ResetPasswordView />, { path: '/auth/change-password', at });

describe('ResetPasswordView', () => {
  it('shows the error view with Try again when the link has no token', () => {
    const calls = mockApi(() => json(200, { success: true }));
    open('/auth/change-password');
    expect(screen.getByRole('heading', { name: 'The link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(calls).toHaveLength(0);
  });

  it('shows the error view when the token does not verify', async () => {
    const calls = mockApi(() => json(403, { success: false, message: 'link_expired' }));
    open('/auth/change-password?token=old');
    expect(await screen.findByRole('heading', { name: 'The link does not work' })).toBeInTheDocument();
    expect(screen.getByText('This link has already been used, or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/v1/auth/reset-password-token-verify?token=old');
  });

  it('sets the new password with a valid token and shows the success view', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = open('/auth/change-password?token=fresh');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    const sent = calls.at(-1)!;
    expect(`${sent.method} ${sent.url.pathname}${sent.url.search}`).toBe('POST /api/v1/auth/reset-password-verify?token=fresh');
    expect(sent.body).toEqual({ newPassword: 'new-secret', confirmNewPassword: 'new-secret' });
  });

  it('shows a refusal (403) translated above the form', async () => {
    mockApi(({ method }) => (method === 'GET' ? json(200, { success: true }) : json(403, { success: false, message: 'link_expired' })));
    const { user } = open('/auth/change-password?token=raced');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'other-secret');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link has already been used, or has expired'));
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
