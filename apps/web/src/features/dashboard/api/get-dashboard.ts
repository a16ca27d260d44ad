import { useQuery } from '@tanstack/react-query';
import { dashboardResponse, type DashboardResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKeys = { all: ['dashboard'] as const };

/** GET /dashboard: what needs the signed-in account's attention today. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return apiRequest(dashboardResponse, '/dashboard', { signal });
}

/** The figures move while bids and payments change elsewhere: asked again whenever the page is opened. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
}
