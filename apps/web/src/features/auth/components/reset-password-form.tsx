import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordVerifyBody } from '@jauc/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { useResetPassword, type ResetPasswordValues } from '../api/reset-password';
import { AuthHeading } from './auth-heading';
import { AuthResult } from './auth-result';

type FormValues = z.input<typeof resetPasswordVerifyBody>;

/** The new-password form of a verified reset link; a refusal (403) shows above the form. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword(token);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ResetPasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordVerifyBody),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync(values);
      setDone(true);
    } catch (e) {
      const fields = e instanceof ApiError ? Object.entries(e.fields) : [];
      for (const [name, message] of fields) if (name === 'newPassword' || name === 'confirmNewPassword') setError(name, { type: 'server', message });
      if (!fields.length) setFailure(e);
    }
  });

  if (done) {
    return (
      <AuthResult tone="success" title={t('ResetPassword.successTitle')} actions={<LinkButton to="/auth/login">{t('Auth.signIn')}</LinkButton>}>
        <p>{t('ResetPassword.successText')}</p>
      </AuthResult>
    );
  }
  return (
    <div>
      <AuthHeading title={t('ResetPassword.title')} subtitle={t('ResetPassword.subtitle')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <ErrorAlert error={failure} />
        <PasswordField label={t('Auth.newPassword')} autoComplete="new-password" hint={t('Auth.passwordHint')} error={translateMessage(t, errors.newPassword?.message)} {...register('newPassword')} />
        <PasswordField label={t('Auth.confirmPassword')} autoComplete="new-password" error={translateMessage(t, errors.confirmNewPassword?.message)} {...register('confirmNewPassword')} />
        <Button type="submit" size="lg" pending={isSubmitting} className="mt-2 w-full">
          {t('ResetPassword.submit')}
        </Button>
      </form>
    </div>
  );
}
