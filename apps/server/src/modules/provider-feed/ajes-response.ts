// Errors and answer reading of the AJES client (ajes-client.ts): what can go wrong, which of it
// is worth another try, and how the access code is kept out of everything we say.

export type AjesErrorKind =
  /** No answer within the timeout. */
  | 'timeout'
  /** Connection refused, reset, DNS… */
  | 'network'
  /** An HTTP status other than 200. */
  | 'http'
  /** A 200 whose body is empty, not JSON, or not a list of rows. */
  | 'garbage'
  /** The answer is larger than the cap. */
  | 'too_large'
  /** The provider answered `{"error":…}`: our SQL or our account is wrong. */
  | 'provider'
  /** The provider's request quota is used up (429, a "daily limit" answer). */
  | 'quota'
  /** The caller cancelled. */
  | 'aborted';

export class AjesError extends Error {
  override readonly name = 'AjesError';
  constructor(
    readonly kind: AjesErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  /** Worth asking again in a moment: the failure is the road, not the question. */
  get retryable(): boolean {
    if (this.kind === 'timeout' || this.kind === 'network' || this.kind === 'garbage') return true;
    return this.kind === 'http' && (this.status === undefined || this.status >= 500 || this.status === 408);
  }
}

export interface AjesQuota {
  counter: number | null;
  limit: number | null;
  rest: number | null;
}

/** Replaces the code (as written and URL-encoded) in text that may have come from the provider. */
export function redactor(code: string): (text: string) => string {
  const forms = [...new Set([code, encodeURIComponent(code)])].filter((f) => f.length > 0);
  return (text) => forms.reduce((t, form) => t.split(form).join('[code]'), text);
}

/** The body as UTF-8 text, refusing answers past `maxBytes` before reading them whole. */
export async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new AjesError('too_large', `ajes: answer of ${declared} bytes is over the ${maxBytes}-byte cap`);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AjesError('too_large', `ajes: answer is over the ${maxBytes}-byte cap`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
