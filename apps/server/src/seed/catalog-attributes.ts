// Colours, equipment, condition and interior grades and the auction-sheet defect glossary, as
// Japanese auction sheets write them (spec 1 §9, DESIGN.md §3).
import { CONDITION_ORDER, conditionRank as contractConditionRank } from '@jauc/contract';

export interface CarColor {
  readonly name: string;
  readonly nameJa: string;
  /** For drawing the car photos. */
  readonly hex: string;
  /** Paint code reported by the production-month lookup. */
  readonly code: string;
  /** Relative frequency; white pearl and black dominate the Japanese market. */
  readonly weight: number;
}

export const COLORS: readonly CarColor[] = [
  { name: 'PEARL', nameJa: 'パール', hex: '#ece8de', code: '070', weight: 22 },
  { name: 'WHITE', nameJa: '白', hex: '#f5f5f3', code: '040', weight: 14 },
  { name: 'BLACK', nameJa: '黒', hex: '#17191c', code: '202', weight: 18 },
  { name: 'SILVER', nameJa: '銀', hex: '#b9bdc2', code: '1F7', weight: 12 },
  { name: 'GRAY', nameJa: 'グレー', hex: '#6a6f75', code: '1G3', weight: 7 },
  { name: 'BLUE', nameJa: '青', hex: '#1f4f8f', code: '8T5', weight: 5 },
  { name: 'DARK BLUE', nameJa: '紺', hex: '#1b2948', code: '8S6', weight: 3 },
  { name: 'RED', nameJa: '赤', hex: '#b3131e', code: '3R3', weight: 4 },
  { name: 'WINE', nameJa: 'ワイン', hex: '#5d1a27', code: '3Q3', weight: 1.5 },
  { name: 'BROWN', nameJa: '茶', hex: '#5b3f2c', code: '4X1', weight: 2 },
  { name: 'BEIGE', nameJa: 'ベージュ', hex: '#cdb99b', code: '4R8', weight: 2 },
  { name: 'GOLD', nameJa: '金', hex: '#b99c5f', code: '4U3', weight: 1 },
  { name: 'GREEN', nameJa: '緑', hex: '#2f5e3b', code: '6X3', weight: 1.5 },
  { name: 'LIGHT BLUE', nameJa: '水色', hex: '#8fb9d9', code: '8W2', weight: 1.5 },
  { name: 'YELLOW', nameJa: '黄', hex: '#e6c019', code: '5A1', weight: 1 },
  { name: 'ORANGE', nameJa: 'オレンジ', hex: '#d8661f', code: '4R6', weight: 1 },
  { name: 'PINK', nameJa: 'ピンク', hex: '#e6a1b4', code: '3P0', weight: 0.8 },
  { name: 'PURPLE', nameJa: '紫', hex: '#4a2c5d', code: '9AH', weight: 0.5 },
];

const COLOR_BY_NAME = new Map(COLORS.map((c) => [c.name, c]));
export const colorByName = (name: string): CarColor | undefined => COLOR_BY_NAME.get(name.trim().toUpperCase());

export interface Equipment {
  readonly code: string;
  readonly en: string;
  readonly ja: string;
  /** Share of cars with it; the generator lowers it for older cars where noted in catalog.ts. */
  readonly share: number;
}

export const EQUIPMENT: readonly Equipment[] = [
  { code: 'AC', en: 'Air conditioner', ja: 'エアコン', share: 0.98 },
  { code: 'PS', en: 'Power steering', ja: 'パワステ', share: 0.97 },
  { code: 'PW', en: 'Power windows', ja: 'パワーウインドウ', share: 0.95 },
  { code: 'AB', en: 'Airbags', ja: 'エアバッグ', share: 0.92 },
  { code: 'ABS', en: 'ABS', ja: 'ABS', share: 0.9 },
  { code: 'AW', en: 'Alloy wheels', ja: 'アルミホイール', share: 0.55 },
  { code: 'SK', en: 'Smart key', ja: 'スマートキー', share: 0.6 },
  { code: 'NAVI', en: 'Navigation', ja: 'ナビ', share: 0.6 },
  { code: 'TV', en: 'TV tuner', ja: 'テレビ', share: 0.4 },
  { code: 'BTV', en: 'Rear camera', ja: 'バックカメラ', share: 0.45 },
  { code: 'ETC', en: 'ETC toll unit', ja: 'ETC', share: 0.6 },
  { code: 'CD', en: 'CD player', ja: 'CD', share: 0.3 },
  { code: 'SR', en: 'Sunroof', ja: 'サンルーフ', share: 0.07 },
  { code: 'LEATHER', en: 'Leather seats', ja: '革シート', share: 0.1 },
];

const EQUIPMENT_BY_CODE = new Map(EQUIPMENT.map((e) => [e.code, e]));
export const equipmentByCode = (code: string): Equipment | undefined => EQUIPMENT_BY_CODE.get(code.trim().toUpperCase());

/** Splits a lot's `equip` text ("AC PS PW AW" or "AC,PS,PW") into known codes, in catalog order. */
export function parseEquipment(equip: string): Equipment[] {
  const codes = new Set(equip.toUpperCase().split(/[\s,/]+/));
  return EQUIPMENT.filter((e) => codes.has(e.code));
}

export type ConditionGrade = (typeof CONDITION_ORDER)[number];

export interface ConditionGradeInfo {
  readonly grade: ConditionGrade;
  readonly rank: number;
  /** Relative frequency at auction: most cars are 3.5–4.5. */
  readonly weight: number;
  /** R / RA: the car has an accident-repair history. */
  readonly repaired: boolean;
}

const CONDITION_WEIGHTS: Record<ConditionGrade, number> = {
  S: 0.4, '6': 1.2, '5': 4, '4.5': 22, '4': 30, '3.5': 20, '3': 9, '2': 1, '1': 0.5, RA: 5, R: 5, '***': 1.5,
};

/** Higher is better: S > 6 > 5 > 4.5 > 4 > 3.5 > 3 > 2 > 1 > RA > R > ***; unknown grades rank 0. */
export const conditionRank = (grade: string | null | undefined): number => contractConditionRank(grade?.trim());

/** Best first. */
export const CONDITION_GRADES: readonly ConditionGradeInfo[] = CONDITION_ORDER.map((grade) => ({
  grade,
  rank: conditionRank(grade),
  weight: CONDITION_WEIGHTS[grade],
  repaired: grade === 'R' || grade === 'RA',
}));

export interface InteriorGrade {
  readonly grade: 'A' | 'B' | 'C' | 'D' | 'E';
  readonly en: string;
  readonly ja: string;
  readonly weight: number;
}

export const INTERIOR_GRADES: readonly InteriorGrade[] = [
  { grade: 'A', en: 'Like new', ja: '新車同様', weight: 8 },
  { grade: 'B', en: 'Clean', ja: '綺麗', weight: 45 },
  { grade: 'C', en: 'Average wear', ja: '普通', weight: 35 },
  { grade: 'D', en: 'Dirty, worn', ja: '汚れ・傷あり', weight: 10 },
  { grade: 'E', en: 'Very poor', ja: '不良', weight: 2 },
];

export interface DefectCode {
  readonly code: string;
  readonly en: string;
  readonly ja: string;
  /** Written with a size 1–3 (A1 small … A3 large). */
  readonly graded: boolean;
  /** Glass marks (windscreen chips and cracks). */
  readonly glass: boolean;
}

export const DEFECTS: readonly DefectCode[] = [
  { code: 'A', en: 'scratch', ja: 'キズ', graded: true, glass: false },
  { code: 'E', en: 'dimples', ja: 'エクボ', graded: true, glass: false },
  { code: 'U', en: 'dent', ja: 'ヘコミ', graded: true, glass: false },
  { code: 'W', en: 'repair wave', ja: '波・補修跡', graded: true, glass: false },
  { code: 'S', en: 'rust', ja: 'サビ', graded: true, glass: false },
  { code: 'C', en: 'corrosion', ja: '腐食', graded: true, glass: false },
  { code: 'P', en: 'paint marked', ja: '塗装', graded: false, glass: false },
  { code: 'H', en: 'paint faded', ja: '色あせ', graded: false, glass: false },
  { code: 'X', en: 'needs replacement', ja: '要交換', graded: false, glass: false },
  { code: 'XX', en: 'replaced', ja: '交換済', graded: false, glass: false },
  { code: 'B', en: 'dent with scratch', ja: 'キズを伴うヘコミ', graded: true, glass: false },
  { code: 'Y', en: 'hole or crack', ja: '穴・割れ', graded: true, glass: false },
  { code: 'G', en: 'stone chip in glass', ja: '飛び石', graded: false, glass: true },
  { code: 'X1', en: 'windshield crack', ja: 'ガラスひび', graded: false, glass: true },
  { code: 'R', en: 'repaired windshield crack', ja: 'ガラスひび補修', graded: false, glass: true },
  { code: 'RX', en: 'windshield crack, needs replacement', ja: 'ガラスひび要交換', graded: false, glass: true },
];

const DEFECT_BY_CODE = new Map(DEFECTS.map((d) => [d.code, d]));
const SIZE_EN = ['', 'small', 'medium', 'large'] as const;
const SIZE_JA = ['', '小', '中', '大'] as const;

/** "A2" → "scratch (medium)" / "キズ（中）"; null for a mark outside the glossary. */
export function describeDefect(mark: string, language: 'en' | 'ja'): string | null {
  const exact = DEFECT_BY_CODE.get(mark);
  if (exact) return language === 'ja' ? exact.ja : exact.en;
  const m = /^([A-Z]{1,2})([1-3])$/.exec(mark);
  const base = m?.[1] ? DEFECT_BY_CODE.get(m[1]) : undefined;
  if (!m || !base?.graded) return null;
  const size = Number(m[2]);
  return language === 'ja' ? `${base.ja}（${SIZE_JA[size]}）` : `${base.en} (${SIZE_EN[size]})`;
}
