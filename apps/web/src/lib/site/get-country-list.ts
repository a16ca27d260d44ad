import { useQuery } from '@tanstack/react-query';
import { countryListResponse } from '@jauc/contract';
import { apiRequest } from '../api-client';

/**
 * GET /site/get-country-list — public reference data used by sign-up and the profile; fetched
 * once per visit whichever screen asks first.
 */
export const getCountryList = () => apiRequest(countryListResponse, '/site/get-country-list', { noRefresh: true });

export function useCountryList() {
  return useQuery({ queryKey: ['site', 'countries'], queryFn: getCountryList, staleTime: Infinity, select: (data) => data.countryList });
}
