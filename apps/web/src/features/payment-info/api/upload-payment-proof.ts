import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorSchema, uploadPaymentProofResponse } from '@jauc/contract';
import { buildUrl, refreshSession } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { currentLanguage } from '../../../i18n';
import type { PayTarget } from './get-payment-info';
import { invalidatePaymentInfo } from './payment-info-keys';

async function send(target: PayTarget, file: File): Promise<Response> {
  // The server reads the fields before the file part (contract payment-info/payment-proofs.ts).
  const form = new FormData();
  if (target.purchasedCarId) form.append('purchasedCarId', String(target.purchasedCarId));
  if (target.userId) form.append('userId', String(target.userId));
  form.append('file', file);
  return fetch(buildUrl('/payment-proofs'), { method: 'POST', body: form, credentials: 'include', headers: { 'accept-language': currentLanguage() } });
}

/** POST /payment-proofs (multipart): the server judges the file by its bytes and answers refusals as codes. */
export async function uploadPaymentProof(target: PayTarget, file: File) {
  let res = await send(target, file);
  if (res.status === 401 && (await refreshSession())) res = await send(target, file);
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    throw new ApiError(res.status, parsed.success ? parsed.data.message : res.status >= 500 ? 'internal_error' : 'invalid_input');
  }
  return uploadPaymentProofResponse.parse(json);
}

export function useUploadPaymentProof(target: PayTarget) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (file: File) => uploadPaymentProof(target, file), onSettled: () => invalidatePaymentInfo(queryClient) });
}
