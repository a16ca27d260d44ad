import { describe, expect, it } from 'vitest';
import { productionVariantRows } from '../../seed/catalog-production.js';
import { variantDescription } from './production-description.js';

describe('variantDescription', () => {
  it('writes every catalog variant in Russian, names kept', () => {
    for (const v of productionVariantRows()) {
      const ru = variantDescription(v.description, 'ru');
      expect(ru, v.description).toMatch(/\d+ см³, (АКПП|вариатор|МКПП)/);
      expect(ru).not.toMatch(/\d+cc/);
      expect(variantDescription(v.description, 'en')).toBe(v.description);
    }
    expect(variantDescription('Prius S 1800cc CVT 2WD', 'ru')).toBe('Prius S, 1800 см³, вариатор, привод на одну ось (2WD)');
    expect(variantDescription('something else', 'ru')).toBe('something else');
  });
});
