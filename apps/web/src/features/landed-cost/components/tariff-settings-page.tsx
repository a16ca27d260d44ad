import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { COUNTRY_RUSSIA, ROLE, USER_TYPE } from '@jauc/contract';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { useProfile } from '../../../lib/session-store';
import { useTariffSettings } from '../api/get-tariff-settings';
import { ExchangeRatesSection } from './exchange-rates-section';
import { TariffVersionsSection } from './tariff-versions-section';

/** `/landed-cost/settings` (managers): the tariff's versions with their history, and the exchange rates (issue 21 §2). */
export function TariffSettingsPage() {
  const profile = useProfile();
  if (!profile) return <PageSpinner />;
  const { userType, roleId } = profile.detail;
  if (userType === USER_TYPE.client || roleId === ROLE.dealer) return <Navigate to="/" replace />;
  return <SettingsScreen />;
}

function SettingsScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const [countryId, setCountryId] = useState<number>(COUNTRY_RUSSIA);
  const settings = useTariffSettings(countryId);
  const data = settings.data;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id={titleId} className="text-xl font-semibold text-slate-900">
            {t('LandedCost.settings.title')}
          </h1>
          <p className="text-sm text-slate-600">{t('LandedCost.settings.intro')}</p>
        </div>
        {data && data.countries.length > 1 && (
          <SelectField
            label={t('LandedCost.settings.country')}
            value={countryId}
            onChange={(e) => setCountryId(Number(e.currentTarget.value))}
            options={data.countries.map((c) => ({ value: c.id, label: c.name }))}
          />
        )}
      </header>
      <ErrorAlert error={settings.error} />
      {!data ? (
        settings.isError ? null : <PageSpinner />
      ) : (
        <>
          <ExchangeRatesSection rates={data.rates} today={data.today} />
          <TariffVersionsSection countryId={data.countryId} versions={data.versions} today={data.today} />
        </>
      )}
    </div>
  );
}
