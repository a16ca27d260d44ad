import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { depositsListResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { paymentsKeys } from './payments-keys';

/** GET /payments/deposits (managers): every client's deposits, newest first. */
export const getDeposits = (page: number, signal?: AbortSignal) => apiRequest(depositsListResponse, '/payments/deposits', { query: { page }, signal });

export const useDeposits = (page: number, enabled: boolean) =>
  useQuery({ queryKey: [...paymentsKeys.all, 'deposits', page], queryFn: ({ signal }) => getDeposits(page, signal), placeholderData: keepPreviousData, enabled });
