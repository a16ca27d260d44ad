import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@jauc/contract';
import { AlertIcon, CloseIcon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/support-contacts';

// "Per visit": dismissed for the rest of this browser tab's session, shown again on the next one.
const storageKey = (userId: number) => `restricted-notice-dismissed:${userId}`;

function wasDismissed(userId: number): boolean {
  try {
    return sessionStorage.getItem(storageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec 1 §6, §8: an account without `biddingAllowed` can browse but not bid until a deposit is
 * made; it is told so, with the ways to reach its manager.
 */
export function RestrictedNotice({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { userId } = profile.detail;
  const config = useSiteConfig();
  const [dismissed, setDismissed] = useState(() => wasDismissed(userId));
  if (profile.permission.biddingAllowed || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(storageKey(userId), '1');
    } catch {
      // Storage unavailable: dismissed until the page reloads.
    }
  };
  const link = 'font-semibold text-amber-950 underline underline-offset-2 hover:no-underline';

  return (
    <section aria-labelledby="restricted-title" className="mb-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 shadow-xs">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="restricted-title" className="font-semibold text-amber-950">
          {t('Restricted.title')}
        </h2>
        <p className="mt-1">{t('Restricted.body')}</p>
        <p className="mt-1">
          <Trans
            i18nKey="Restricted.contact"
            values={{ email: config?.supportEmail ?? '' }}
            components={{
              top: <Link to="/balance" className={link} />,
              mail: <a href={config ? `mailto:${config.supportEmail}` : undefined} className={link} />,
              chat: <a href={config?.supportTelegramUrl} target="_blank" rel="noopener noreferrer" className={link} />,
            }}
          />
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('Restricted.dismiss')}
        className="-mt-1 -mr-1 self-start rounded-md p-1.5 text-amber-700 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        <CloseIcon className="size-4" />
      </button>
    </section>
  );
}
