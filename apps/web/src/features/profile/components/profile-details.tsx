import type { ProfileDetail } from '@jauc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCountryList } from '../../../lib/site/get-country-list';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';

/**
 * Personal details (spec 1 §4 Profile): read view, Edit opens the form filled from the profile,
 * closing it drops unsaved changes; a save ends editing and shows a confirmation.
 */
export function ProfileDetails({ detail }: { detail: ProfileDetail }) {
  const { t } = useTranslation();
  const countries = useCountryList();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const country = countries.data?.find((c) => c.value === detail.countryId)?.label;
  const rows = [
    { label: t('Auth.fullName'), value: detail.fullName },
    { label: t('Auth.email'), value: detail.email },
    { label: t('Auth.mobile'), value: detail.mobile },
    { label: t('Profile.officePhone'), value: detail.officePhone },
    { label: t('Profile.company'), value: detail.company },
    { label: t('Auth.country'), value: country },
    { label: t('Auth.city'), value: detail.city },
    { label: t('Profile.address'), value: detail.address },
  ];

  const edit = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        setSaved(false);
        setEditing(true);
      }}
    >
      {t('Common.edit')}
    </Button>
  );
  return (
    <ProfileCard title={t('Profile.details')} description={t('Profile.detailsHint')} actions={!editing && edit}>
      {saved && !editing && (
        <Alert tone="success" className="mb-4">
          {t('Profile.saved')}
        </Alert>
      )}
      {editing ? (
        <ProfileForm
          detail={detail}
          countries={countries.data ?? []}
          countriesLoading={countries.isPending}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{row.label}</dt>
              <dd className={row.value ? 'mt-1 text-sm break-words text-slate-900' : 'mt-1 text-sm text-slate-400'}>{row.value || t('Profile.notSet')}</dd>
            </div>
          ))}
        </dl>
      )}
    </ProfileCard>
  );
}
