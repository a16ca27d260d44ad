import { useQuery } from '@tanstack/react-query';
import { languageListResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /site/get-language — loaded when the profile opens, kept for the visit. */
export const getLanguageList = () => apiRequest(languageListResponse, '/site/get-language');

export const useLanguageList = () => useQuery({ queryKey: ['site', 'languages'], queryFn: getLanguageList, staleTime: Infinity });
