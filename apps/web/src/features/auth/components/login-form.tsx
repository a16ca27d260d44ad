import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@jauc/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { returnPath } from '../../../lib/return-path';
import { useLogin, type LoginValues } from '../api/login';
import { AuthHeading } from './auth-heading';


/** Sign in (spec 1 §4 Login): validated on submit; a failure shows the server's message above the form. */
export function LoginForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginBody>, unknown, LoginValues>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      await navigate(returnPath(location.state), { replace: true });
    } catch (e) {
      const fields = e instanceof ApiError ? Object.entries(e.fields) : [];
      for (const [name, message] of fields) if (name === 'email' || name === 'password') setError(name, { type: 'server', message });
      setFailure(e);
    }
  });

  return (
    <div>
      <AuthHeading title={t('Login.title')} subtitle={t('Login.subtitle')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <ErrorAlert error={failure} />
        <TextField label={t('Auth.email')} type="email" autoComplete="email" inputMode="email" error={translateMessage(t, errors.email?.message)} {...register('email')} />
        <div className="flex flex-col gap-1.5">
          <PasswordField label={t('Auth.password')} autoComplete="current-password" error={translateMessage(t, errors.password?.message)} {...register('password')} />
          <Link to="/auth/forgot-password" className="self-end text-sm font-medium text-brand-600 hover:underline">
            {t('Login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" pending={isSubmitting} className="mt-2 w-full">
          {t('Login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('Login.noAccount')}{' '}
        <Link to="/auth/sign-up" className="font-medium text-brand-600 hover:underline">
          {t('Login.signUp')}
        </Link>
      </p>
    </div>
  );
}
