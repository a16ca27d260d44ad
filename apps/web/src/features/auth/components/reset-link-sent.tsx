import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthResult } from './auth-result';

const CONFIRMATION_MS = 4000;

/** The "sent" view of forgot password: the address, and a resend that confirms briefly. */
export function ResetLinkSent({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useRequestPasswordReset();
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => setConfirmed(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  function onResend() {
    setConfirmed(false);
    resend.mutate(email, { onSuccess: () => setConfirmed(true) });
  }

  return (
    <AuthResult
      tone="mail"
      title={t('ForgotPassword.sentTitle')}
      actions={
        <>
          {confirmed && <Alert tone="success">{t('ForgotPassword.resent')}</Alert>}
          <ErrorAlert error={resend.error} />
          <Button variant="secondary" pending={resend.isPending} onClick={onResend}>
            {t('ForgotPassword.resend')}
          </Button>
          <LinkButton to="/auth/login" variant="ghost">
            {t('Auth.backToSignIn')}
          </LinkButton>
        </>
      }
    >
      <p>
        <Trans i18nKey="ForgotPassword.sentText" values={{ email }} components={{ strong: <strong className="font-semibold break-all text-slate-900" /> }} />
      </p>
      <p>{t('ForgotPassword.sentHint')}</p>
    </AuthResult>
  );
}
