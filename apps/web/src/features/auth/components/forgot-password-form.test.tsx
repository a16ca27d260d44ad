import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { ForgotPasswordForm } from './forgot-password-form';

const open = () => renderScreen(<ForgotPasswordForm />, { path: '/auth/forgot-password' });

describe('ForgotPasswordForm', () => {
  it('sends the link, shows the sent view with the address, and resends with a confirmation', async () => {
    const calls = mockApi(() => json(200, { success: true, message: 'sent' }));
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'Alex@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('alex@example.com')).toBeInTheDocument();
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/v1/auth/reset-password?email=alex%40example.com');

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('We have sent the link again.')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('shows a refusal translated above the form', async () => {
    mockApi(() => json(429, { success: false, message: 'too_many_requests' }));
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('checks the address before sending', async () => {
    const calls = mockApi(() => json(200, { success: true, message: 'sent' }));
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
