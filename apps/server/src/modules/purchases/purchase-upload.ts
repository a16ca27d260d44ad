import type { FastifyRequest } from 'fastify';
import { DOCUMENT_KINDS, MSG, type DocumentKind } from '@jauc/contract';
import { AppError, unprocessable } from '../../lib/errors.js';

/**
 * Reads the multipart upload of POST /purchased-cars/{id}/documents: the `kind` field (sent
 * before the file) and the one file, whole in memory (at most 10 MB, the plugin's limit, checked
 * while it streams in). Over the limit 413 document_too_large; not a multipart body, no file, or
 * a missing or unknown kind 422 with the field's message. A body that ends before its closing
 * boundary (a cut connection, a truncated request) 400 upload_incomplete: the parser's errors
 * ("Part terminated early", "Unexpected end of form") carry no status and would answer 500.
 */
export async function readUpload(request: FastifyRequest): Promise<{ kind: DocumentKind; name: string | undefined; data: Buffer }> {
  if (!request.isMultipart()) throw unprocessable({ file: MSG.required });
  try {
    return await readParts(request);
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(400, 'upload_incomplete');
  }
}

async function readParts(request: FastifyRequest): Promise<{ kind: DocumentKind; name: string | undefined; data: Buffer }> {
  const part = await request.file();
  if (!part) throw unprocessable({ file: MSG.required });
  const field = part.fields.kind;
  const kindValue = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
  if (kindValue === undefined) {
    part.file.resume();
    throw unprocessable({ kind: MSG.required });
  }
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kindValue)) {
    part.file.resume();
    throw unprocessable({ kind: MSG.invalidField });
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'document_too_large');
    throw error;
  }
  if (data.length === 0) throw unprocessable({ file: MSG.required });
  return { kind: kindValue as DocumentKind, name: part.filename, data };
}
