import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField } from './auth/fields.js';
import { lotPageParams } from './lot/lot-detail.js';
import { idField } from './primitives.js';

// Issue 18 §4: the OpenAPI document is generated from these schemas (their input side, as
// fastify-type-provider-zod does), and an independent fuzzer found it said less than the server
// checks — any string for an e-mail, any number for an id. Whatever the published schema accepts,
// the server must accept too.
const ajv = new Ajv({ strict: false, validateFormats: false });
const published = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return ajv.compile(json);
};

function agrees(schema: z.ZodType, candidates: fc.Arbitrary<unknown>) {
  const accepts = published(schema);
  fc.assert(
    fc.property(candidates, (value) => {
      if (accepts(value)) expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
    }),
    { numRuns: 3000 },
  );
}

const edgeNumbers = fc.constantFrom(0, -1, 1, 1.5, 2_147_483_647, 2_147_483_648, 1e20, Number.MAX_SAFE_INTEGER);
const digitStrings = fc.oneof(
  fc.stringMatching(/^\d{1,11}$/),
  fc.constantFrom('0', '00', '01', '2147483647', '2147483648', '9999999999', ' 12', '1e3'),
);

describe('the published schema is never looser than the server', () => {
  it('ids: numbers and numeric strings', () => {
    agrees(idField, fc.oneof(edgeNumbers, fc.integer(), fc.double(), digitStrings));
    agrees(lotPageParams.shape.id, digitStrings);
  });
  it('e-mail addresses', () => {
    agrees(emailField, fc.oneof(fc.emailAddress(), fc.string(), fc.constantFrom('a@b', 'a@b.c', '"q"@x.example', 'a!b@x.example', 'a@[127.0.0.1]', 'ok@x.example')));
  });
  it('still tells a fuzzer which ids and addresses exist', () => {
    expect(published(idField)(1)).toBe(true);
    expect(published(idField)('2147483647')).toBe(true);
    expect(published(idField)(0)).toBe(false);
    expect(published(idField)('2147483648')).toBe(false);
    expect(published(emailField)('ok@x.example')).toBe(true);
    expect(published(emailField)('a!b@x.example')).toBe(false);
  });
});
