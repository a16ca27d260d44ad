import { LANGUAGE, languageId, type Profile } from '@jauc/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/link-button';
import { PageSpinner } from '../../../components/ui/spinner';
import { loadProfile } from '../../../lib/session';
import { useProfile } from '../../../lib/session-store';
import { BalanceSummary } from './balance-summary';
import { ProfileCard } from './profile-card';
import { ProfileDetails } from './profile-details';
import { ProfileHeader } from './profile-header';
import { ProfileSettings } from './profile-settings';
import { TelegramLink } from './telegram-link';

/** The profile screen: details, balance, settings and the way to change the password. */
export function ProfilePage() {
  const profile = useProfile();
  // Balance and active bids move while the user bids elsewhere: show current figures.
  useEffect(() => {
    loadProfile().catch(() => undefined);
  }, []);
  if (!profile) return <PageSpinner />;
  return <ProfileContent profile={profile} />;
}

function ProfileContent({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { detail } = profile;
  const language = detail.language === LANGUAGE.ru || detail.language === LANGUAGE.en ? detail.language : languageId(i18n.language);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <ProfileHeader detail={detail} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <ProfileDetails detail={detail} />
        <div className="flex flex-col gap-6">
          <BalanceSummary info={profile.balanceInfo} />
          <ProfileSettings saved={{ bidEmailNotify: detail.bidEmailNotify, language }} />
          {detail.telegramEnabled && <TelegramLink />}
          <ProfileCard title={t('Profile.security')} description={t('Profile.securityHint')}>
            <LinkButton to="/change-password" variant="secondary" className="w-full">
              {t('Profile.changePassword')}
            </LinkButton>
          </ProfileCard>
        </div>
      </div>
    </div>
  );
}
