import { describe, expect, it } from 'vitest';
import { BID_TYPES } from '@jauc/contract';
import { bidTypes } from './bid-types.js';

describe('bidTypes', () => {
  it('labels and describes every type in English and Russian', () => {
    for (const language of ['en', 'ru'] as const) {
      const types = bidTypes(language);
      expect(types.map((x) => x.value)).toEqual(BID_TYPES);
      expect(types.every((x) => x.label && x.description)).toBe(true);
    }
    expect(bidTypes('ru')[0]?.label).toBe('Целиком');
    expect(bidTypes('en')[0]?.label).toBe('Whole car');
  });
});
