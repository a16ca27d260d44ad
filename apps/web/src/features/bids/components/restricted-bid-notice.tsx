import { Trans, useTranslation } from 'react-i18next';
import { LockIcon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/support-contacts';

/** Spec 2 §6 biddingAllowed: instead of the bid form, why bidding is off and whom to message. */
export function RestrictedBidNotice() {
  const { t } = useTranslation();
  const managerChatUrl = useSiteConfig()?.supportTelegramUrl;
  return (
    <section aria-labelledby="restricted-bid-title" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <LockIcon className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="min-w-0 text-sm">
        <h2 id="restricted-bid-title" className="font-semibold text-amber-950">
          {t('PlaceBid.restrictedTitle')}
        </h2>
        <p className="mt-1">
          <Trans
            i18nKey="PlaceBid.RestrictedUser"
            components={{ chat: <a href={managerChatUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-amber-950 underline underline-offset-2 hover:no-underline" /> }}
          />
        </p>
      </div>
    </section>
  );
}
