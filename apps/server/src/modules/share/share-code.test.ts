import { describe, expect, it } from 'vitest';
import { newShareCode } from './share.service.js';

describe('newShareCode', () => {
  it('is six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newShareCode()).toMatch(/^\d{6}$/);
  });
});
