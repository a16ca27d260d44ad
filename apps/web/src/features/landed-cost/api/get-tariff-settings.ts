import { useQuery } from '@tanstack/react-query';
import { tariffSettingsResponse, type TariffSettingsResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

export const tariffSettingsKey = (countryId: number | null) => ['landed-cost-settings', countryId] as const;

/** GET /landed-cost/settings (managers): every tariff version of the country, and the rates. */
export async function getTariffSettings(countryId: number | null, signal?: AbortSignal): Promise<TariffSettingsResponse> {
  return apiRequest(tariffSettingsResponse, '/landed-cost/settings', { query: { countryId }, signal });
}

export function useTariffSettings(countryId: number | null) {
  return useQuery({ queryKey: tariffSettingsKey(countryId), queryFn: ({ signal }) => getTariffSettings(countryId, signal) });
}
