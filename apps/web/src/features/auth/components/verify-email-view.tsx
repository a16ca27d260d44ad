import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { useVerifyEmail } from '../api/verify-email';
import { AuthResult } from './auth-result';

/** The link from the confirmation e-mail: no token or a refused one is "failed" (spec 1 §4). */
export function VerifyEmailView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail(token);

  if (token && verify.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-sm text-slate-600">
        <Spinner className="size-8 text-brand-600" />
        <p>{t('VerifyEmail.checking')}</p>
      </div>
    );
  }
  const signIn = <LinkButton to="/auth/login">{t('Auth.signIn')}</LinkButton>;
  if (token && verify.isSuccess) {
    return (
      <AuthResult tone="success" title={t('VerifyEmail.confirmedTitle')} actions={signIn}>
        <p>{t('VerifyEmail.confirmedText')}</p>
      </AuthResult>
    );
  }
  return (
    <AuthResult tone="failure" title={t('VerifyEmail.failedTitle')} actions={signIn}>
      <p>{t('Error.link_expired')}</p>
    </AuthResult>
  );
}
