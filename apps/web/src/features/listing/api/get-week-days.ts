import { queryOptions, useQuery } from '@tanstack/react-query';
import { weekDaysResponse, type WeekDays } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { FILTER_DATA_STALE_TIME } from './get-filters';

/** GET /site/week-days (spec 1 §7): the coming auction days, Mon–Sat, value YYYY-MM-DD. */
export function getWeekDays(signal?: AbortSignal): Promise<WeekDays> {
  return apiRequest(weekDaysResponse, '/site/week-days', { signal });
}

export const weekDaysQuery = () =>
  queryOptions({
    queryKey: ['site', 'week-days'] as const,
    queryFn: ({ signal }) => getWeekDays(signal),
    staleTime: FILTER_DATA_STALE_TIME,
    select: (data) => data.dayList,
  });

export const useWeekDays = (enabled = true) => useQuery({ ...weekDaysQuery(), enabled });
