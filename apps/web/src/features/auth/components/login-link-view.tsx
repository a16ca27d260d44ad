import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { useLoginLink } from '../api/login-link';
import { AuthResult } from './auth-result';

/**
 * The one-time sign-in link a locked login mailed (docs/decisions/014): signs in and opens the
 * portal; no token or a refused one shows why, with the way back to the sign-in form.
 */
export function LoginLinkView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const signIn = useLoginLink(token);

  useEffect(() => {
    if (token && signIn.isSuccess) void navigate('/', { replace: true });
  }, [token, signIn.isSuccess, navigate]);

  if (token && !signIn.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-sm text-slate-600">
        <Spinner className="size-8 text-brand-600" />
        <p>{t('LoginLink.checking')}</p>
      </div>
    );
  }
  return (
    <AuthResult tone="failure" title={t('LoginLink.failedTitle')} actions={<LinkButton to="/auth/login">{t('Auth.signIn')}</LinkButton>}>
      <p>{t('Error.link_expired')}</p>
    </AuthResult>
  );
}
