import type { FastifyRequest } from 'fastify';
import type { MultipartFields } from '@fastify/multipart';
import { DOCUMENT_KINDS, MSG, type DocumentKind } from '@jauc/contract';
import { AppError, unprocessable } from '../../lib/errors.js';

/** A text field of a multipart body (sent before the file part), or undefined. */
export function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const field = fields[name];
  return field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
}

/**
 * Reads a multipart upload of one file, whole in memory (at most the plugin's limit, 10 MB,
 * checked while it streams in), after `readFields` has judged the text fields sent before it.
 * Over the limit 413 document_too_large; not a multipart body, no file or an empty one 422 file;
 * what `readFields` throws (422 with the field's message) before the file is read. A body that
 * ends before its closing boundary (a cut connection, a truncated request) 400 upload_incomplete:
 * the parser's errors ("Part terminated early", "Unexpected end of form") carry no status and
 * would answer 500. The documents of purchased cars and the proofs of payment both read files so.
 */
export async function readFileUpload<T>(request: FastifyRequest, readFields: (fields: MultipartFields) => T): Promise<T & { name: string | undefined; data: Buffer }> {
  if (!request.isMultipart()) throw unprocessable({ file: MSG.required });
  try {
    return await readParts(request, readFields);
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(400, 'upload_incomplete');
  }
}

async function readParts<T>(request: FastifyRequest, readFields: (fields: MultipartFields) => T): Promise<T & { name: string | undefined; data: Buffer }> {
  const part = await request.file();
  if (!part) throw unprocessable({ file: MSG.required });
  let fields: T;
  try {
    fields = readFields(part.fields);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'document_too_large');
    throw error;
  }
  if (data.length === 0) throw unprocessable({ file: MSG.required });
  return { ...fields, name: part.filename, data };
}

/** POST /purchased-cars/{id}/documents: the `kind` field and the file. */
export function readUpload(request: FastifyRequest): Promise<{ kind: DocumentKind; name: string | undefined; data: Buffer }> {
  return readFileUpload(request, (fields) => {
    const kind = fieldValue(fields, 'kind');
    if (kind === undefined) throw unprocessable({ kind: MSG.required });
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw unprocessable({ kind: MSG.invalidField });
    return { kind: kind as DocumentKind };
  });
}
