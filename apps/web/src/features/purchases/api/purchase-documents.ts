import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorSchema, updatePurchaseResponse, uploadDocumentResponse, type DocumentKind } from '@jauc/contract';
import { apiRequest, buildUrl, refreshSession } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { currentLanguage } from '../../../i18n';
import { invalidatePurchases } from './purchase-keys';

async function send(id: number, kind: DocumentKind, file: File): Promise<Response> {
  // The server reads `kind` before the file part (contract purchases/purchase-documents.ts).
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return fetch(buildUrl(`/purchased-cars/${id}/documents`), { method: 'POST', body: form, credentials: 'include', headers: { 'accept-language': currentLanguage() } });
}

/**
 * POST /purchased-cars/{id}/documents (multipart; managers). The server judges the file by its
 * bytes and answers its refusals (type, size) as translated codes, shown as they come.
 */
export async function uploadDocument(id: number, kind: DocumentKind, file: File) {
  let res = await send(id, kind, file);
  if (res.status === 401 && (await refreshSession())) res = await send(id, kind, file);
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    throw new ApiError(res.status, parsed.success ? parsed.data.message : res.status >= 500 ? 'internal_error' : 'invalid_input');
  }
  return uploadDocumentResponse.parse(json);
}

/** DELETE /purchased-cars/{id}/documents/{docId} (managers). */
export const removeDocument = (id: number, docId: number) => apiRequest(updatePurchaseResponse, `/purchased-cars/${id}/documents/${docId}`, { method: 'DELETE' });

export function useUploadDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ kind, file }: { kind: DocumentKind; file: File }) => uploadDocument(id, kind, file), onSettled: () => invalidatePurchases(queryClient) });
}

export function useRemoveDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (docId: number) => removeDocument(id, docId), onSettled: () => invalidatePurchases(queryClient) });
}
