import type { LanguageId } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { CheckIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch';
import { useLanguageList } from '../api/get-language-list';
import { useSettingsAutosave } from '../hooks/use-settings-autosave';
import { ProfileCard } from './profile-card';

/** Bid e-mail notifications and the interface language, saved as they change. */
export function ProfileSettings({ saved }: { saved: { bidEmailNotify: boolean; language: LanguageId } }) {
  const { t } = useTranslation();
  const languages = useLanguageList();
  const settings = useSettingsAutosave(saved);
  const status =
    settings.status === 'pending' ? (
      <Spinner className="size-4 text-slate-400" />
    ) : settings.status === 'success' ? (
      <span role="status" className="flex items-center gap-1 text-sm text-green-700">
        <CheckIcon className="size-4" />
        {t('Profile.settingsSaved')}
      </span>
    ) : null;

  return (
    <ProfileCard title={t('Profile.settings')} actions={status}>
      <div className="flex flex-col gap-5">
        <ErrorAlert error={settings.error} />
        <SwitchField
          label={t('Profile.bidEmailNotify')}
          description={t('Profile.bidEmailNotifyHint')}
          checked={settings.bidEmailNotify}
          onCheckedChange={settings.changeNotify}
        />
        {languages.data ? (
          <SelectField
            label={t('Profile.language')}
            hint={t('Profile.languageHint')}
            options={languages.data}
            value={settings.language}
            disabled={settings.status === 'pending'}
            onChange={(e) => settings.changeLanguage(Number(e.target.value) as LanguageId)}
          />
        ) : languages.isError ? (
          <ErrorAlert error={languages.error} />
        ) : (
          <Spinner className="text-brand-600" />
        )}
      </div>
    </ProfileCard>
  );
}
