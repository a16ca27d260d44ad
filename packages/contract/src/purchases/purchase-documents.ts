import { z } from 'zod';
import { idField } from '../primitives.js';
import { DOCUMENT_KINDS, purchaseDocument } from './purchase-detail.js';

// Documents of a purchased car (managers upload and remove; whoever sees the car downloads):
// POST /purchased-cars/{id}/documents, multipart/form-data with a `kind` field (invoice,
// export_certificate, bill_of_lading, other) before the `file` part. The file must be a PDF or a
// JPEG, PNG or WebP image, judged by its first bytes (not by the name or the declared type):
// otherwise 415 document_type; over 10 MB 413 document_too_large; a missing or unknown kind 422.
// Answers the stored document. DELETE /purchased-cars/{id}/documents/{docId} removes one.
// GET /purchased-cars/{id}/documents/{docId} streams the file (its `path` in the detail).
// GET /purchased-cars/{id}/invoice is the invoice PDF generated from the finances, in the owner's
// language (the detail's invoiceUrl).
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const documentKindField = z.enum(DOCUMENT_KINDS);
export const purchaseDocumentParams = z.object({ id: idField, docId: idField });

export const uploadDocumentResponse = z.object({ success: z.literal(true), document: purchaseDocument });
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponse>;
