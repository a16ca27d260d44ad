import { useQuery } from '@tanstack/react-query';
import { paymentInfoResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { paymentInfoKeys } from './payment-info-keys';

export interface PayTarget {
  /** A purchased car: pay for it. */
  purchasedCarId?: number;
  /** Another account's top-up (a dealer's client, any client for a manager). */
  userId?: number;
}

/** GET /payment-info: the accounts to pay to, the reference, and the proofs sent so far. */
export const getPaymentInfo = (target: PayTarget, signal?: AbortSignal) =>
  apiRequest(paymentInfoResponse, '/payment-info', { query: { ...target }, signal });

export const usePaymentInfo = (target: PayTarget, enabled = true) =>
  useQuery({ queryKey: paymentInfoKeys.info(target), queryFn: ({ signal }) => getPaymentInfo(target, signal), enabled });
