import { describe, expect, it } from 'vitest';
import { parseEquipment, parseRemarks, phraseKey } from './checklist';

describe('checklist', () => {
  it('ticks the known equipment in sheet order and keeps unknown codes as written', () => {
    const list = parseEquipment('navi ac, PS/TV  HUD');
    expect(list.known.filter((e) => e.present).map((e) => e.code)).toEqual(['AC', 'PS', 'NAVI', 'TV']);
    expect(list.known).toHaveLength(14);
    expect(list.other).toEqual(['HUD']);
    expect(parseEquipment('').known.some((e) => e.present)).toBe(false);
  });

  it('reads defect marks with their size and place, and keeps the other remarks', () => {
    expect(parseRemarks('A1 front bumper, U2 left rear door, G windscreen. One owner, Non-smoker')).toEqual({
      marks: [
        { mark: 'A1', defect: 'A', size: 1, place: 'front bumper' },
        { mark: 'U2', defect: 'U', size: 2, place: 'left rear door' },
        { mark: 'G', defect: 'G', size: null, place: 'windscreen' },
      ],
      notes: ['One owner', 'Non-smoker'],
    });
    expect(parseRemarks('X1 windscreen. Repaired: rear panel')).toEqual({ marks: [{ mark: 'X1', defect: 'X1', size: null, place: 'windscreen' }], notes: ['Repaired: rear panel'] });
    // "G5" is no mark (G has no sizes), "Low mileage" is a remark.
    expect(parseRemarks('G5 bonnet; Low mileage')).toEqual({ marks: [], notes: ['G5 bonnet', 'Low mileage'] });
    expect(parseRemarks('')).toEqual({ marks: [], notes: [] });
  });

  it('turns a phrase into a translation key', () => {
    expect(phraseKey('left rear door')).toBe('leftRearDoor');
    expect(phraseKey('Repaired: radiator core support')).toBe('repairedRadiatorCoreSupport');
    expect(phraseKey('Non-smoker')).toBe('nonSmoker');
  });
});
