import type { Readable } from 'node:stream';
import type { DocumentKind, PurchaseDocument } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { newStorageKey, type FileStorage } from '../../lib/storage.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import * as repo from './purchases.repo.js';
import { seeablePurchase } from './purchases.service.js';
import { documentView } from './purchase-view.js';

type Caller = Pick<AuthUser, 'id' | 'userType'>;

// Documents of a purchased car: files in the storage interface, rows in purchase_documents, each
// upload and removal in the purchase's change log.

/**
 * The file's type judged from its first bytes, never from its name or declared type: a renamed
 * executable or an HTML page sent as "application/pdf" is refused (415 document_type).
 */
export function sniffDocumentType(head: Uint8Array): { type: string; extension: string } | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { type: 'application/pdf', extension: 'pdf' }; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return { type: 'image/jpeg', extension: 'jpg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'image/png', extension: 'png' };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return { type: 'image/webp', extension: 'webp' }; // RIFF....WEBP
  return null;
}

/** The uploaded name as a person reads it: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[/\\]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-200);
  return base || fallback;
}

export async function uploadDocument(
  db: Db, storage: FileStorage, user: Caller, id: number, file: { kind: DocumentKind; name: string | undefined; data: Buffer },
): Promise<PurchaseDocument> {
  await seeablePurchase(db, user, id);
  const sniffed = sniffDocumentType(file.data.subarray(0, 16));
  if (!sniffed) throw new AppError(415, 'document_type');
  const key = newStorageKey(`purchases/${id}`, sniffed.extension);
  await storage.put(key, file.data);
  try {
    return await db.transaction(async (tx) => {
      await seeablePurchase(tx, user, id, true);
      const row = await repo.insertDocument(tx, {
        purchasedCarId: id, kind: file.kind, originalName: cleanFileName(file.name, `${file.kind}.${sniffed.extension}`), storageKey: key,
        contentType: sniffed.type, size: file.data.length, uploadedById: user.id,
      });
      await repo.insertPurchaseLogs(tx, id, user.id, [{ field: 'document', oldValue: null, newValue: `${row.kind}: ${row.originalName}` }]);
      return documentView(id, row);
    });
  } catch (error) {
    // Nothing written means no file left behind either.
    await storage.delete(key);
    throw error;
  }
}

export async function removeDocument(db: Db, storage: FileStorage, user: Caller, id: number, docId: number): Promise<void> {
  const key = await db.transaction(async (tx) => {
    await seeablePurchase(tx, user, id, true);
    const doc = await repo.findDocument(tx, id, docId);
    if (!doc) throw notFound();
    await repo.deleteDocument(tx, doc.id);
    await repo.insertPurchaseLogs(tx, id, user.id, [{ field: 'document', oldValue: `${doc.kind}: ${doc.originalName}`, newValue: null }]);
    return doc.storageKey;
  });
  // After the commit: a failed removal leaves an unreferenced file, never a row without its file.
  await storage.delete(key);
}

export async function openDocument(
  db: Db, storage: FileStorage, user: Caller, id: number, docId: number,
): Promise<{ doc: repo.DocumentRow; stream: Readable; size: number }> {
  await seeablePurchase(db, user, id);
  const doc = await repo.findDocument(db, id, docId);
  if (!doc) throw notFound();
  const file = await storage.get(doc.storageKey);
  if (!file) throw notFound();
  return { doc, ...file };
}

/** Content-Disposition for a download: an ASCII name for old clients and the UTF-8 one (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
