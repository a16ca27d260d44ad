import { Trans, useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/link-button';
import { AuthResult } from './auth-result';

/** After sign-up: the address the confirmation went to, and what to do next. */
export function SignUpSuccess({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AuthResult
      tone="mail"
      title={t('SignUp.successTitle')}
      actions={
        <LinkButton to="/auth/login" variant="secondary">
          {t('Auth.backToSignIn')}
        </LinkButton>
      }
    >
      <p>
        <Trans i18nKey="SignUp.successText" values={{ email }} components={{ strong: <strong className="font-semibold break-all text-slate-900" /> }} />
      </p>
      <p>{t('SignUp.successHint')}</p>
    </AuthResult>
  );
}
