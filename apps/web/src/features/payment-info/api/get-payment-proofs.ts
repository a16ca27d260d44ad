import { useQuery } from '@tanstack/react-query';
import { paymentProofsResponse, type PaymentProofState } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { paymentInfoKeys } from './payment-info-keys';

/** GET /payment-proofs?state=: the proofs the caller sees in that state (a manager: everyone's), oldest first. */
export const getPaymentProofs = (state: PaymentProofState, signal?: AbortSignal) =>
  apiRequest(paymentProofsResponse, '/payment-proofs', { query: { state }, signal });

export const usePaymentProofs = (state: PaymentProofState = 'waiting') =>
  useQuery({ queryKey: paymentInfoKeys.proofs(state), queryFn: ({ signal }) => getPaymentProofs(state, signal) });
