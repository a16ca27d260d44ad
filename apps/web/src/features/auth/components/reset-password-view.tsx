import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { AuthResult } from './auth-result';
import { ResetPasswordForm } from './reset-password-form';

/** Change password from the e-mailed link: the token is checked first (spec 1 §4). */
export function ResetPasswordView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useVerifyResetToken(token);

  if (token && check.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-sm text-slate-600">
        <Spinner className="size-8 text-brand-600" />
        <p>{t('ResetPassword.checking')}</p>
      </div>
    );
  }
  if (!token || check.isError) {
    return (
      <AuthResult tone="failure" title={t('ResetPassword.invalidTitle')} actions={<LinkButton to="/auth/forgot-password">{t('Common.tryAgain')}</LinkButton>}>
        <p>{t('Error.link_expired')}</p>
      </AuthResult>
    );
  }
  return <ResetPasswordForm token={token} />;
}
