// The inspector's notes of a generated lot ("A1 front bumper, U2 left rear door. One owner."):
// defect marks from the auction-sheet glossary, more of them the lower the condition grade.
import { conditionRank } from '@jauc/contract';
import type { Rng } from './rng.js';
import { weightedPicker } from './rng.js';

export const PANELS = [
  'front bumper', 'bonnet', 'left front fender', 'right front fender', 'left front door', 'right front door',
  'left rear door', 'right rear door', 'roof', 'boot lid', 'rear bumper', 'left sill', 'right sill',
] as const;

const BODY_MARKS = ['A', 'E', 'U', 'W', 'S', 'B'] as const;
const pickMark = weightedPicker(BODY_MARKS, [10, 3, 4, 2, 1.5, 1]);
const pickSize = weightedPicker([1, 2, 3], [6, 3, 1]);
const NOTES = [
  { text: 'One owner', p: 0.2 },
  { text: 'Non-smoker', p: 0.3 },
  { text: 'Service records', p: 0.25 },
  { text: 'Spare key', p: 0.15 },
] as const;

/** How many body marks a car of this grade usually carries: [min, max]. */
function markRange(condition: string): [number, number] {
  const rank = conditionRank(condition);
  if (rank >= conditionRank('5')) return [0, 1];
  if (rank >= conditionRank('4.5')) return [0, 2];
  if (rank >= conditionRank('4')) return [1, 3];
  if (rank >= conditionRank('3.5')) return [2, 4];
  return [3, 6];
}

export function lotInfo(rng: Rng, condition: string): string {
  const [min, max] = markRange(condition);
  const count = rng.int(min, max);
  const used = new Set<string>();
  const marks: string[] = [];
  for (let i = 0; i < count; i++) {
    const panel = rng.pick(PANELS);
    if (used.has(panel)) continue;
    used.add(panel);
    marks.push(`${pickMark(rng)}${pickSize(rng)} ${panel}`);
  }
  if (rng.chance(0.08)) marks.push(`${rng.chance(0.8) ? 'G' : 'X1'} windscreen`);
  const notes: string[] = [];
  if (condition === 'R' || condition === 'RA') notes.push(rng.chance(0.5) ? 'Repaired: radiator core support' : 'Repaired: rear panel');
  for (const n of NOTES) if (rng.chance(n.p)) notes.push(n.text);
  return [marks.join(', '), notes.join(', ')].filter(Boolean).join('. ');
}
