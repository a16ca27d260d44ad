import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentsListResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import type { PaymentsRequest } from '../lib/payments-url';
import { paymentsKeys } from './payments-keys';

/** GET /payments/list: one page of an account's ledger, newest first, with the filtered totals. */
export const getPaymentsList = (query: PaymentsRequest, signal?: AbortSignal) =>
  apiRequest(paymentsListResponse, '/payments/list', { query: { ...query }, signal });

/** While another page or filter loads, the previous records stay on screen. */
export const usePaymentsList = (query: PaymentsRequest, enabled = true) =>
  useQuery({ queryKey: paymentsKeys.list(query), queryFn: ({ signal }) => getPaymentsList(query, signal), placeholderData: keepPreviousData, enabled });
