import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody, type ChangePasswordBody } from '@jauc/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { useChangePassword, type ChangePasswordValues } from '../api/change-password';

const EMPTY: ChangePasswordBody = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Password change for a signed-in user (spec 1 §4, §8). A refusal is kept as the form's error and
 * blocks sending until a value changes, so the same wrong password is not sent again.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, reset, watch, formState } = useForm<ChangePasswordBody, unknown, ChangePasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordBody),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    const sub = watch((_values, { type }) => {
      // Only the user's typing clears the error, not the reset after a success.
      if (type !== 'change') return;
      setServerError(null);
      setDone(false);
    });
    return () => sub.unsubscribe();
  }, [watch]);

  const serverFields = serverError instanceof ApiError ? serverError.fields : {};
  const error = (name: keyof ChangePasswordBody) => translateMessage(t, errors[name]?.message ?? serverFields[name]);
  const unplaced = serverError && !Object.keys(serverFields).some((k) => k in EMPTY) ? serverError : null;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setDone(false);
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      setDone(true);
    } catch (e) {
      setServerError(e);
    }
  });

  return (
    <div className="mx-auto w-full max-w-lg">
      <Link to="/profile" className="text-sm font-medium text-brand-600 hover:underline">
        <span aria-hidden="true">←</span> {t('ChangePassword.backToProfile')}
      </Link>
      <section className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs md:p-6">
        <h1 className="text-xl font-semibold text-slate-900">{t('ChangePassword.title')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('ChangePassword.subtitle')}</p>
        <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
          {done && <Alert tone="success">{t('ChangePassword.success')}</Alert>}
          <ErrorAlert error={unplaced} />
          <PasswordField label={t('ChangePassword.oldPassword')} autoComplete="current-password" error={error('oldPassword')} {...register('oldPassword')} />
          <PasswordField label={t('Auth.newPassword')} autoComplete="new-password" hint={t('Auth.passwordHint')} error={error('newPassword')} {...register('newPassword')} />
          <PasswordField label={t('ChangePassword.confirmNewPassword')} autoComplete="new-password" error={error('confirmNewPassword')} {...register('confirmNewPassword')} />
          <Button type="submit" pending={isSubmitting} disabled={!!serverError} className="mt-2 w-full sm:w-auto sm:self-end">
            {t('ChangePassword.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
