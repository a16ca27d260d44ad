import { describe, expect, it } from 'vitest';
import { HYBRID_CHASSIS, fuelFromChassis } from './hybrid-chassis.js';

describe('fuelFromChassis', () => {
  it.each([
    ['TOYOTA', 'ZVW30', 'hybrid'],
    ['TOYOTA', 'ZVW50-8012345', 'hybrid'],
    ['toyota', ' zvw30-1234567 ', 'hybrid'],
    ['TOYOTA', 'NHP10', 'hybrid'],
    ['TOYOTA', 'AYH30W', 'hybrid'],
    ['TOYOTA', 'NKE165G-7000001', 'hybrid'],
    ['TOYOTA', 'ZVW35', 'plugin_hybrid'],
    ['LEXUS', 'ZWA10', 'hybrid'],
    ['HONDA', 'GP5', 'hybrid'],
    ['HONDA', 'GP1-1000001', 'hybrid'],
    ['NISSAN', 'ZE0', 'electric'],
    ['NISSAN', 'ZE1-012345', 'electric'],
    ['NISSAN', 'HE12', 'hybrid'],
    ['MITSUBISHI', 'GG2W', 'plugin_hybrid'],
    ['MITSUBISHI', 'HA3W', 'electric'],
    ['SUZUKI', 'MH55S', 'mild_hybrid'],
    ['MAZDA', 'MJ55S', 'mild_hybrid'],
    ['Mercedes-Benz', 'ZVW30', null],
  ])('%s %s → %s', (maker, chassis, fuel) => {
    expect(fuelFromChassis(maker, chassis)).toBe(fuel);
  });

  it.each([
    ['TOYOTA', 'ZRE212'], // Corolla, petrol
    ['SUBARU', 'GP3'], // Impreza, petrol: Honda's GP3 is a Freed Hybrid
    ['SUZUKI', 'HA36S'], // Alto, petrol (HA37S is the mild hybrid)
    ['HONDA', 'GK3'],
    ['TOYOTA', ''],
    ['TOYOTA', '-1234567'],
  ])('knows nothing of %s %j', (maker, chassis) => {
    expect(fuelFromChassis(maker, chassis)).toBeNull();
  });
});

describe('the chassis list', () => {
  it('names a source for every code, once per maker', () => {
    const keys = new Set<string>();
    for (const c of HYBRID_CHASSIS) {
      expect(c.code).toMatch(/^[A-Z0-9]+$/);
      expect(c.source.length).toBeGreaterThan(10);
      const key = `${c.maker} ${c.code}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
    }
  });
});
