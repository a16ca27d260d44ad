import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LockIcon } from '../../../components/ui/icons';
import { clearSession, useSession } from '../../../lib/session-store';
import { SHELL_PATHS } from '../menu-config';
import { reloadPage } from '../reload-page';

/**
 * Open while the session store says the refresh failed (spec 1 §4, §8). The user must choose:
 * sign in again (back to this page afterwards) or reload. A successful profile load closes it.
 */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const { expired } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const loginAgain = () => {
    clearSession();
    // Whoever signs in next may be someone else: drop every cached answer.
    queryClient.clear();
    void navigate(SHELL_PATHS.login, { replace: true, state: { from: location } });
  };

  return (
    <Dialog
      open={expired}
      dismissible={false}
      size="sm"
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <LockIcon className="size-5" />
        </span>
      }
      title={t('Session.expiredTitle')}
      description={t('Session.expired')}
      footer={
        <>
          <Button variant="secondary" onClick={reloadPage}>
            {t('Common.reload')}
          </Button>
          <Button onClick={loginAgain}>{t('Session.loginAgain')}</Button>
        </>
      }
    />
  );
}
