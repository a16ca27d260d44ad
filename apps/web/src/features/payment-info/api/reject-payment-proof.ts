import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidePaymentProofResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePaymentInfo } from './payment-info-keys';

/** POST /payment-proofs/{id}/reject (managers): the client reads the reason. */
export const rejectPaymentProof = (id: number, reason: string) =>
  apiRequest(decidePaymentProofResponse, `/payment-proofs/${id}/reject`, { method: 'POST', body: { reason } });

export function useRejectPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectPaymentProof(id, reason), onSettled: () => invalidatePaymentInfo(queryClient) });
}
