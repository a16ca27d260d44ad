import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chassisPrefixKey } from './lot-store.js';

// The chassis lookup (lot-lookup.ts) finds a prefix's numbers as one range of chassis keys: every
// number starting with the prefix must have a key inside the prefix's range, and keys must sort as
// the numbers do, or a search would miss lots the SQL path finds.

const chassisText = fc.stringMatching(/^[A-Z0-9\-/ .]{0,14}$/);

describe('chassis keys', () => {
  it('put every number that starts with a prefix inside the range of that prefix', () => {
    fc.assert(
      fc.property(chassisText, fc.nat(14), (text, cut) => {
        const prefix = text.slice(0, cut);
        const key = chassisPrefixKey(text, 0);
        expect(key).toBeGreaterThanOrEqual(chassisPrefixKey(prefix, 0));
        expect(key).toBeLessThanOrEqual(chassisPrefixKey(prefix, 38));
      }),
      { numRuns: 2_000 },
    );
  });

  it('give equal texts one key, and a text a smaller key than its longer continuations', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9-]{0,8}$/), fc.stringMatching(/^[A-Z0-9-]{0,8}$/), (a, b) => {
        const [ka, kb] = [chassisPrefixKey(a, 0), chassisPrefixKey(b, 0)];
        // Byte order puts '-' before digits; the keys need only be consistent: equal texts equal keys,
        // and a shorter text before any longer one it starts.
        if (a === b) expect(ka).toBe(kb);
        if (b.startsWith(a) && a !== b) expect(ka).toBeLessThan(kb);
      }),
      { numRuns: 2_000 },
    );
  });
});
