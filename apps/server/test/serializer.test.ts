import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSerializerCompiler, preSerialized, responseCheck } from '../src/plugins/serializer.js';

const bulk = z.object({ items: z.array(z.object({ id: z.number().int() })) });
const small = z.object({ id: z.number().int() });
const STRICT = responseCheck.strict;
const apps: Array<{ close(): Promise<unknown> }> = [];

/** An app whose routes answer whatever the test hands them, bypassing the handler types. */
async function appAnswering(data: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler([bulk]));
  app.get('/bulk', { schema: { response: { 200: bulk } } }, async () => data as z.infer<typeof bulk>);
  app.get('/small', { schema: { response: { 200: small } } }, async () => data as z.infer<typeof small>);
  await app.ready();
  apps.push(app);
  return app;
}

describe('response serializer', () => {
  afterEach(async () => {
    responseCheck.strict = STRICT;
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  it('is strict under the tests', () => {
    expect(STRICT).toBe(true);
  });

  it('checks bulk answers against the contract in strict mode, extra fields included', async () => {
    responseCheck.strict = true;
    const good = await appAnswering({ items: [{ id: 1 }, { id: 2 }] });
    expect((await good.inject('/bulk')).json()).toEqual({ items: [{ id: 1 }, { id: 2 }] });
    const wrongType = await appAnswering({ items: [{ id: 'x' }] });
    expect((await wrongType.inject('/bulk')).statusCode).toBe(500);
    const extra = await appAnswering({ items: [{ id: 1, passwordHash: 'secret' }] });
    const res = await extra.inject('/bulk');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });

  it('answers bulk schemas with plain JSON outside strict mode, and still encodes the others', async () => {
    responseCheck.strict = false;
    const extra = await appAnswering({ id: 1, items: [{ id: 1, note: 'kept' }] });
    expect((await extra.inject('/bulk')).json()).toEqual({ id: 1, items: [{ id: 1, note: 'kept' }] });
    // Non-bulk answers keep the zod pass: unknown keys are stripped, wrong types refused.
    expect((await extra.inject('/small')).json()).toEqual({ id: 1 });
    const wrong = await appAnswering({ id: 'x' });
    expect((await wrong.inject('/small')).statusCode).toBe(500);
  });

  it('sends JSON a handler built as UTF-8 bytes as it is, checked like any bulk answer in strict mode', async () => {
    for (const strict of [true, false]) {
      responseCheck.strict = strict;
      const body = Buffer.from('{"items":[{"id":1},{"id":2}]}');
      const good = await appAnswering(preSerialized(body));
      const res = await good.inject('/bulk');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(res.headers['content-length'])).toBe(body.length);
      expect(res.json()).toEqual({ items: [{ id: 1 }, { id: 2 }] });
      const named = await appAnswering(preSerialized(Buffer.from('{"items":[{"id":1,"name":"Ёжиков"}]}')));
      const answer = await named.inject('/bulk');
      // Strict: a field outside the contract fails; otherwise the bytes go out as they are.
      expect(answer.statusCode).toBe(strict ? 500 : 200);
      if (!strict) expect(answer.json()).toEqual({ items: [{ id: 1, name: 'Ёжиков' }] });
    }
  });
});
