// Words on the generated auction sheet: field labels in both languages, Japanese-style dates and
// era years, and the inspector's remarks, composed as Japanese/English pairs so the translated
// sheet says exactly what the original says.
import { colorByName, describeDefect, parseEquipment } from '../../seed/catalog-attributes.js';
import type { Rng } from '../../seed/rng.js';

export type SheetLanguage = 'ja' | 'en';

export const LABELS = {
  ja: {
    title: '出品票', venue: '会場', date: '開催日', lotNo: '出品番号', model: '車名', year: '年式', chassis: '型式・車台番号',
    engine: '排気量', color: '色', mileage: '走行', gearbox: 'シフト', grade: 'グレード', score: '評価点', interior: '内装',
    drive: '駆動', equipment: '装備', diagram: '展開図', remarks: '検査員報告', repair: '修復歴', legend: '記号',
    stamp: '検査済', none: '無', yes: '有', footnote: '本票の内容は検査時点のものです',
  },
  en: {
    title: 'AUCTION SHEET (TRANSLATION)', venue: 'Auction', date: 'Auction date', lotNo: 'Lot No.', model: 'Make / model',
    year: 'Year', chassis: 'Chassis No.', engine: 'Engine', color: 'Colour', mileage: 'Mileage', gearbox: 'Gearbox', grade: 'Grade (trim)',
    score: 'Auction grade', interior: 'Interior', drive: 'Drive', equipment: 'Equipment', diagram: 'Body diagram',
    remarks: "Inspector's report", repair: 'Accident history', legend: 'Marks', stamp: 'INSPECTED', none: 'None', yes: 'Yes',
    footnote: 'Translated from the Japanese original.',
  },
} as const;

const WEEKDAYS = { ja: ['日', '月', '火', '水', '木', '金', '土'], en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] } as const;

/** The auction day in Japan time: "2026年11月26日（木）" / "2026-11-26 (Thu)". */
export function formatAuctionDate(iso: string, language: SheetLanguage): string {
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00+09:00` : iso);
  if (Number.isNaN(t)) return iso;
  const jst = new Date(t + 9 * 3600_000);
  const [y, m, d, wd] = [jst.getUTCFullYear(), jst.getUTCMonth() + 1, jst.getUTCDate(), jst.getUTCDay()];
  if (language === 'ja') return `${y}年${m}月${d}日（${WEEKDAYS.ja[wd]}）`;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')} (${WEEKDAYS.en[wd]})`;
}

/** Japanese sheets write the model year in the imperial era: H27 = 2015, R2 = 2020. */
export function eraYear(year: number): string {
  if (year >= 2019) return `R${year - 2018}`;
  if (year >= 1989) return `H${year - 1988}`;
  return `S${year - 1925}`;
}

export function colorLabel(color: string, language: SheetLanguage): string {
  return language === 'ja' ? (colorByName(color)?.nameJa ?? color) : color;
}

const GEARBOX_EN: Record<string, string> = { FA: 'Floor automatic', AT: 'Automatic', CVT: 'CVT', MT: 'Manual' };
export const gearboxLabel = (gearbox: string, language: SheetLanguage): string =>
  language === 'ja' ? gearbox : (GEARBOX_EN[gearbox.toUpperCase()] ?? gearbox);

export const mileageLabel = (km: number, language: SheetLanguage): string =>
  language === 'ja' ? `${Math.round(km / 1000).toLocaleString('en-US')}千km` : `${km.toLocaleString('en-US')} km`;

export type Pair = readonly [ja: string, en: string];

export const ZONES: Readonly<Record<string, Pair>> = {
  fBumper: ['Fバンパー', 'front bumper'], hood: ['ボンネット', 'bonnet'], windshield: ['フロントガラス', 'windscreen'],
  roof: ['ルーフ', 'roof'], rearGlass: ['リアガラス', 'rear glass'], trunk: ['トランク', 'boot lid'], rBumper: ['Rバンパー', 'rear bumper'],
  rfFender: ['右Fフェンダー', 'right front wing'], rfDoor: ['右Fドア', 'right front door'], rrDoor: ['右Rドア', 'right rear door'],
  rrFender: ['右Rフェンダー', 'right rear quarter'], lfFender: ['左Fフェンダー', 'left front wing'], lfDoor: ['左Fドア', 'left front door'],
  lrDoor: ['左Rドア', 'left rear door'], lrFender: ['左Rフェンダー', 'left rear quarter'],
};

const POOL: readonly Pair[] = [
  ['禁煙車', 'Non-smoker car'], ['取説・記録簿あり', "Owner's manual and service records"], ['スマートキー2本', 'Two smart keys'],
  ['タイヤ溝5分山', 'Tyres about half worn'], ['ワンオーナー', 'One owner'], ['エンジン異音なし', 'No engine noise'],
  ['ドラレコ付', 'Dash camera fitted'], ['小キズ多数', 'Many small scratches'], ['下回りサビ少々', 'Slight underbody rust'],
  ['ルーフ色あせ', 'Roof paint faded'], ['ETC付', 'ETC unit fitted'], ['社外アルミ', 'Aftermarket alloy wheels'],
];

const REPAIRS: readonly Pair[] = [['コアサポート', 'core support'], ['リアフロア', 'rear floor'], ['右ピラー', 'right pillar'], ['ラジエターサポート', 'radiator support']];

/** The inspector's remarks for a lot, as ja/en pairs. */
export function composeRemarks(
  rng: Rng,
  lot: { condition: string; equip: string; mileage: number; interiorGrade?: string | null | undefined },
  marks: readonly { zone: string; mark: string }[],
): Pair[] {
  const out: Pair[] = [];
  if (lot.condition === 'R' || lot.condition === 'RA') {
    const [ja, en] = rng.pick(REPAIRS);
    out.push([`修復歴あり（${ja}交換）`, `Accident history (${en} replaced)`]);
  } else {
    out.push(['修復歴なし', 'No accident history']);
  }
  const extras = parseEquipment(lot.equip).filter((e) => ['NAVI', 'TV', 'BTV', 'SR', 'LEATHER'].includes(e.code));
  if (extras.length > 0) out.push([`${extras.map((e) => e.ja).join('・')}付`, `${extras.map((e) => e.en).join(', ')} fitted`]);
  if (lot.mileage < 30_000) out.push(['低走行車', 'Low mileage']);
  for (const { zone, mark } of marks.slice(0, 2)) {
    const where = ZONES[zone];
    const ja = describeDefect(mark, 'ja');
    const en = describeDefect(mark, 'en');
    if (where && ja && en) out.push([`${where[0]} ${ja}`, `${where[1]}: ${en}`.replace(/^./, (c) => c.toUpperCase())]);
  }
  if (lot.interiorGrade === 'A') out.push(['内装綺麗', 'Interior very clean']);
  if (lot.interiorGrade === 'D' || lot.interiorGrade === 'E') out.push(['内装 汚れ・シミあり', 'Interior dirty, stains']);
  const picks = new Set<number>();
  for (let n = rng.int(1, 3); picks.size < n; ) picks.add(rng.int(0, POOL.length - 1));
  for (const i of picks) out.push(POOL[i] as Pair);
  return out;
}

/** Breaks a remark into lines that fit: by characters for Japanese, at spaces for English. */
export function wrap(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  if (!text.includes(' ')) return text.match(new RegExp(`.{1,${max}}`, 'gu')) ?? [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
