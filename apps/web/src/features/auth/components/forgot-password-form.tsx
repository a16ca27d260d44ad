import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordQuery } from '@jauc/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { translateMessage } from '../../../lib/messages';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthHeading } from './auth-heading';
import { ResetLinkSent } from './reset-link-sent';

/** Forgot password: asks for the address, then shows the "sent" view with a resend action. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetPasswordQuery>, unknown, z.output<typeof resetPasswordQuery>>({
    resolver: zodResolver(resetPasswordQuery),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (e) {
      setFailure(e);
    }
  });

  if (sentTo) return <ResetLinkSent email={sentTo} />;
  return (
    <div>
      <AuthHeading title={t('ForgotPassword.title')} subtitle={t('ForgotPassword.subtitle')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <ErrorAlert error={failure} />
        <TextField label={t('Auth.email')} type="email" autoComplete="email" inputMode="email" error={translateMessage(t, errors.email?.message)} {...register('email')} />
        <Button type="submit" size="lg" pending={isSubmitting} className="mt-2 w-full">
          {t('ForgotPassword.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('ForgotPassword.remembered')}{' '}
        <Link to="/auth/login" className="font-medium text-brand-600 hover:underline">
          {t('Auth.signIn')}
        </Link>
      </p>
    </div>
  );
}
