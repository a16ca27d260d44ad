import { TariffSettingsPage } from '../../features/landed-cost/components/tariff-settings-page';

/** `/landed-cost/settings`: the managers' tariffs and exchange rates (issue 21 §2). */
export function Component() {
  return <TariffSettingsPage />;
}
