import { describe, expect, it } from 'vitest';
import { BID_TYPES, LANGUAGE } from '@jauc/contract';
import { bidTypes } from './bid-options.js';

describe('bidTypes', () => {
  it('labels and describes every type in English and Russian', () => {
    for (const language of [LANGUAGE.en, LANGUAGE.ru, null]) {
      const types = bidTypes(language);
      expect(types.map((x) => x.value)).toEqual(BID_TYPES);
      expect(types.every((x) => x.label && x.description)).toBe(true);
    }
    expect(bidTypes(LANGUAGE.ru)[0]?.label).toBe('Целиком');
    expect(bidTypes(null)[0]?.label).toBe('Whole car');
  });
});
