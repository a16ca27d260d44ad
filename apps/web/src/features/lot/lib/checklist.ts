// The lot's checklist, read from what the auction sheet says: the equipment codes of the lot
// ("AC PS PW AW NAVI") and the inspector's remarks ("A1 front bumper, U2 left rear door. One
// owner"), in the auction houses' usual notation.

/** The equipment an auction sheet ticks, in the order a sheet lists it. */
export const EQUIPMENT_CODES = ['AC', 'PS', 'PW', 'AB', 'ABS', 'AW', 'SK', 'NAVI', 'TV', 'BTV', 'ETC', 'CD', 'SR', 'LEATHER'] as const;
export type EquipmentCode = (typeof EQUIPMENT_CODES)[number];

export interface EquipmentList {
  /** Every known item, ticked or not. */
  known: { code: EquipmentCode; present: boolean }[];
  /** Codes the sheet gives that are not among the known ones, as written. */
  other: string[];
}

export function parseEquipment(equip: string): EquipmentList {
  const codes = equip
    .toUpperCase()
    .split(/[\s,/]+/)
    .filter(Boolean);
  const given = new Set(codes);
  const knownSet = new Set<string>(EQUIPMENT_CODES);
  return {
    known: EQUIPMENT_CODES.map((code) => ({ code, present: given.has(code) })),
    other: [...new Set(codes.filter((c) => !knownSet.has(c)))],
  };
}

/** Defect letters of the inspection notation (A scratch, U dent, ...); sizes 1–3 where graded. */
export const DEFECT_CODES = ['A', 'E', 'U', 'W', 'S', 'C', 'P', 'H', 'X', 'XX', 'B', 'Y', 'G', 'X1', 'R', 'RX'] as const;
const GRADED = new Set(['A', 'E', 'U', 'W', 'S', 'C', 'B', 'Y']);
const DEFECTS = new Set<string>(DEFECT_CODES);

export interface SheetMark {
  /** As written: "A1". */
  mark: string;
  /** The defect: "A". */
  defect: (typeof DEFECT_CODES)[number];
  /** 1 small, 2 medium, 3 large; null where the defect has no size. */
  size: 1 | 2 | 3 | null;
  /** Where on the car: "front bumper". */
  place: string;
}

/** A mark such as "A1" or "XX", or null when the text is not one. */
function readMark(token: string): Pick<SheetMark, 'defect' | 'size'> | null {
  if (DEFECTS.has(token)) return { defect: token as SheetMark['defect'], size: null };
  const m = /^([A-Z]{1,2})([1-3])$/.exec(token);
  if (!m || !GRADED.has(m[1]!)) return null;
  return { defect: m[1] as SheetMark['defect'], size: Number(m[2]) as 1 | 2 | 3 };
}

/** The remarks split into defect marks with their place, and the other notes. */
export function parseRemarks(info: string): { marks: SheetMark[]; notes: string[] } {
  const marks: SheetMark[] = [];
  const notes: string[] = [];
  const items = info
    .split(/\.(?:\s+|$)|,\s*|;\s*|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    const space = item.indexOf(' ');
    const mark = space > 0 ? readMark(item.slice(0, space)) : null;
    if (mark) marks.push({ mark: item.slice(0, space), ...mark, place: item.slice(space + 1).trim() });
    else notes.push(item);
  }
  return { marks, notes };
}

/** A free-text phrase as an i18n key part: "left rear door" → "leftRearDoor". */
export const phraseKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))
    .replace(/^./, (c) => c.toLowerCase());
