import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderScreen } from '../../../test/render-screen';
import { ChangePasswordForm } from './change-password-form';

const open = () => renderScreen(<ChangePasswordForm />, { path: '/change-password' });

async function fill(user: ReturnType<typeof open>['user'], oldPassword = 'wrong-pass') {
  await user.type(screen.getByLabelText('Current password'), oldPassword);
  await user.type(screen.getByLabelText('New password'), 'new-secret');
  await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
}

describe('ChangePasswordForm', () => {
  it('keeps a 422 as the form error and blocks sending until a value changes', async () => {
    const calls = mockApi(() => json(422, { success: false, message: { oldPassword: 'Errors.WrongPassword' } }));
    const { user } = open();
    await fill(user);
    const submit = screen.getByRole('button', { name: 'Change password' });
    await user.click(submit);
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    expect(calls).toHaveLength(1);

    await user.type(screen.getByLabelText('Current password'), '2');
    expect(screen.queryByText('The current password is incorrect')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ oldPassword: 'wrong-pass2', newPassword: 'new-secret', confirmNewPassword: 'new-secret' });
  });

  it('shows the success message and clears the form after a change', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = open();
    await fill(user, 'demo-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
    expect(`${calls[0]!.method} ${calls[0]!.url.pathname}`).toBe('POST /api/v1/user/change-password');
  });

  it('checks the passwords before sending', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = open();
    await user.type(screen.getByLabelText('Current password'), 'demo-pass');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secreT');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
