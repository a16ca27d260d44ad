// Auction condition grades (DESIGN.md §3 rank; spec 1 §9 badge colours).

/** Best first: S > 6 > 5 > 4.5 > 4 > 3.5 > 3 > 2 > 1 > RA > R > ***. */
export const CONDITION_ORDER = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'RA', 'R', '***'] as const;

/** Higher is better; unknown grades rank lowest (0). */
export function conditionRank(grade: string | null | undefined): number {
  const i = CONDITION_ORDER.indexOf((grade ?? '') as (typeof CONDITION_ORDER)[number]);
  return i < 0 ? 0 : CONDITION_ORDER.length - i;
}

export type ConditionColor = 'green' | 'orange' | 'red' | 'gray';
const GREEN = new Set(['6', '5', 'S']);
const ORANGE = new Set(['3.5', '4', '4.5']);
const RED = new Set(['***', 'RA', 'R', '3', '2', 'RB', 'R2', 'R?', '1', 'WR']);

export function conditionColor(grade: string | null | undefined): ConditionColor {
  const g = (grade ?? '').trim();
  if (GREEN.has(g)) return 'green';
  if (ORANGE.has(g)) return 'orange';
  if (RED.has(g)) return 'red';
  return 'gray';
}
