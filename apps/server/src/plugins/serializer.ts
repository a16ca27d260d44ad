import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * `strict`: check the bulk answers against the contract too. On under vitest (which sets
 * NODE_ENV=test), so every API test checks every answer it gets. Read when routes are built.
 */
export const responseCheck = { strict: process.env.NODE_ENV === 'test' };

/**
 * Answers are normally encoded with their zod schema: validated, unknown keys stripped, then
 * JSON.stringify. For the few bulk schemas given here (a listing page of up to 100 lots, facet
 * lists) that zod pass costs as much CPU as the rest of the request, so in production they are
 * JSON.stringify'd as they are.
 *
 * The trade-off: a handler returning a value that breaks the contract would be answered as is
 * instead of failing with a 500. What keeps that from happening: the handlers are type-checked
 * against the same schemas (the zod type provider types their return value), and with
 * `responseCheck.strict` (the API tests) a bulk answer must pass the zod encoding AND come out
 * of it unchanged, so a field outside the contract fails the tests rather than leaking.
 */
/**
 * An answer already encoded as JSON by its handler (a listing page: modules/listing/listing-rows.ts),
 * as text or as UTF-8 bytes. Bytes are for large answers built from kept parts: Fastify sends a
 * Buffer as it is, where a string is measured (Buffer.byteLength) and encoded again for each answer.
 */
class PreSerialized {
  constructor(readonly json: string | Buffer) {}

  text(): string {
    return typeof this.json === 'string' ? this.json : this.json.toString('utf8');
  }
}

/**
 * Lets a bulk route answer JSON it built itself: sent as it is, and under `responseCheck.strict`
 * checked against the route's schema like any bulk answer. Typed as the route's answer so the
 * handler still type-checks against its schema's type provider.
 */
export const preSerialized = <T>(json: string | Buffer): T => new PreSerialized(json) as unknown as T;

// Fastify sends what a serializer answers; its type says string, but a Buffer is sent as it is
// (reply.js onSendEnd), with its length as Content-Length.
const asPayload = (json: string | Buffer): string => json as string;

export function createSerializerCompiler(bulkSchemas: readonly unknown[]): typeof zodSerializerCompiler {
  const bulk = new Set(bulkSchemas);
  return (route) => {
    const checked = zodSerializerCompiler(route);
    if (!bulk.has(route.schema)) return checked;
    if (!responseCheck.strict) return (data) => (data instanceof PreSerialized ? asPayload(data.json) : JSON.stringify(data));
    return (data) => {
      const json = data instanceof PreSerialized ? data.text() : JSON.stringify(data);
      const encoded = checked(data instanceof PreSerialized ? JSON.parse(json) : data); // throws when the data breaks the contract
      if (!isDeepStrictEqual(JSON.parse(encoded), JSON.parse(json))) {
        throw new Error(`${route.method} ${route.url}: the answer has fields the contract does not declare`);
      }
      return data instanceof PreSerialized ? asPayload(data.json) : json;
    };
  };
}
