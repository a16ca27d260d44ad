import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidePaymentProofResponse, type RecordPaymentProofBody } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePaymentInfo } from './payment-info-keys';

/** POST /payment-proofs/{id}/record (managers): books the deposit from the proof, once. */
export const recordPaymentProof = (id: number, body: RecordPaymentProofBody) =>
  apiRequest(decidePaymentProofResponse, `/payment-proofs/${id}/record`, { method: 'POST', body });

export function useRecordPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RecordPaymentProofBody & { id: number }) => recordPaymentProof(id, body),
    onSettled: () => invalidatePaymentInfo(queryClient),
  });
}
