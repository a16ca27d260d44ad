// Generated auction inspection sheets (DESIGN.md §4, spec 2 "Auction sheet translation"): the
// Japanese original and its English translation share layout, marks and remarks, so toggling
// between them in the lot page compares like with like. Pure and deterministic per lot.
import { auctionHouseByName } from '../../seed/catalog-auctions.js';
import { EQUIPMENT, INTERIOR_GRADES, describeDefect, parseEquipment } from '../../seed/catalog-attributes.js';
import { findMakerByName } from '../../seed/catalog-index.js';
import { createRng, hashSeed } from '../../seed/rng.js';
import { type DiagramBox, drawCarDiagram, placeMarks } from './auction-sheet-diagram.js';
import {
  LABELS, type SheetLanguage, colorLabel, composeRemarks, eraYear, formatAuctionDate, gearboxLabel, mileageLabel, wrap,
} from './auction-sheet-text.js';
import { esc, num } from './svg.js';

export type { SheetLanguage } from './auction-sheet-text.js';

export const SHEET_WIDTH = 800;
export const SHEET_HEIGHT = 1100;

/** The lot fields the sheet shows (names as in the listing's lot). */
export interface SheetLotInput {
  id: number | string;
  lotNo: number | string;
  auctionName: string;
  /** ISO instant or YYYY-MM-DD; shown as the Japan-time calendar day. */
  auctionDate: string;
  maker: string;
  model: string;
  year: number;
  /** Full chassis number, e.g. ZVW30-1234567. */
  chassis: string;
  /** Displacement in cc. */
  engine: number;
  mileage: number;
  color: string;
  gearbox: string;
  /** Trim grade, e.g. "S TOURING SELECTION". */
  grade: string;
  /** Auction condition grade, e.g. "4.5", "R". */
  condition: string;
  equip: string;
  interiorGrade?: string | null;
  drive?: string | null;
}

const FONT = `'Noto Sans CJK JP','Noto Sans JP',sans-serif`;
const INK = '#1d3f8f';
const RULE = '#5a5a5a';

export function renderAuctionSheetSvg(lot: SheetLotInput, language: SheetLanguage): string {
  const ja = language === 'ja';
  const L = LABELS[language];
  // Seeded by the lot alone, never by the language: both versions carry the same marks.
  const rng = createRng(hashSeed('auction-sheet', lot.id));
  const box: DiagramBox = { cx: 230, top: 452, halfWidth: 92, height: 400 };
  const marks = placeMarks(rng, lot.condition, box);
  const remarks = composeRemarks(rng, lot, marks);
  const out: string[] = [];
  const text = (x: number, y: number, s: string, size: number, extra = '') =>
    out.push(`<text x="${num(x)}" y="${num(y)}" font-size="${size}"${extra}>${esc(s)}</text>`);
  const cell = (x: number, y: number, w: number, h: number, label: string, value: string, size = 21) => {
    out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${RULE}"/>`);
    text(x + 6, y + 16, label, 12, ' fill="#666"');
    const fit = Math.min(size, Math.floor((w - 18) / Math.max(1, widthEm(value))));
    text(x + 10, y + h - 16, value, Math.max(11, fit), ` fill="${INK}" font-weight="700"`);
  };

  out.push(`<rect width="${SHEET_WIDTH}" height="${SHEET_HEIGHT}" fill="#fdfcf6"/>`);
  out.push(`<rect x="20" y="20" width="760" height="1060" fill="none" stroke="#333" stroke-width="2"/>`);
  // Header: venue, title and date, lot number.
  const venue = ja ? (auctionHouseByName(lot.auctionName)?.nameJa ?? lot.auctionName) : lot.auctionName;
  cell(20, 20, 250, 80, L.venue, venue, 28);
  out.push(`<rect x="270" y="20" width="300" height="80" fill="#f1efe6" stroke="${RULE}"/>`);
  text(420, 54, L.title, ja ? 28 : 16, ` text-anchor="middle" font-weight="700" letter-spacing="${ja ? 2 : 1}"`);
  text(420, 84, `${L.date} ${formatAuctionDate(lot.auctionDate, language)}`, 15, ' text-anchor="middle"');
  cell(570, 20, 210, 80, L.lotNo, String(lot.lotNo), 36);

  const makerName = ja ? (findMakerByName(lot.maker)?.nameJa ?? lot.maker) : lot.maker;
  cell(20, 100, 440, 70, L.model, `${makerName} ${lot.model}`);
  cell(460, 100, 140, 70, L.year, ja ? `${eraYear(lot.year)}年 (${lot.year})` : String(lot.year));
  cell(20, 170, 310, 70, L.chassis, lot.chassis);
  cell(330, 170, 130, 70, L.engine, `${lot.engine.toLocaleString('en-US')}cc`);
  cell(460, 170, 140, 70, L.color, colorLabel(lot.color, language));
  cell(20, 240, 170, 70, L.mileage, mileageLabel(lot.mileage, language));
  cell(190, 240, 120, 70, L.gearbox, gearboxLabel(lot.gearbox, language), 18);
  cell(310, 240, 80, 70, L.drive, lot.drive ?? '—');
  cell(390, 240, 210, 70, L.grade, lot.grade, 18);

  // The score box, large, as buyers read it first.
  out.push(`<rect x="600" y="100" width="180" height="140" fill="#fff" stroke="#333" stroke-width="2"/>`);
  text(608, 118, L.score, 13, ' fill="#666"');
  text(690, 212, lot.condition, lot.condition.length > 2 ? 52 : 78, ` text-anchor="middle" fill="#c62828" font-weight="700"`);
  const interior = lot.interiorGrade ?? '—';
  const interiorWords = INTERIOR_GRADES.find((g) => g.grade === interior);
  cell(600, 240, 180, 70, L.interior, interiorWords ? `${interior}  ${ja ? interiorWords.ja : interiorWords.en}` : interior, 20);

  // Equipment: every printed code, the fitted ones circled by the inspector.
  out.push(`<rect x="20" y="310" width="760" height="${ja ? 70 : 96}" fill="none" stroke="${RULE}"/>`);
  text(26, 326, L.equipment, 12, ' fill="#666"');
  const fitted = parseEquipment(lot.equip);
  const fittedCodes = new Set(fitted.map((e) => e.code));
  EQUIPMENT.forEach((e, i) => {
    const x = 48 + i * 52;
    const label = ja ? ({ NAVI: 'ナビ', LEATHER: '革', BTV: 'Bカメ', SK: 'SK' }[e.code] ?? e.code) : e.code === 'LEATHER' ? 'LTHR' : e.code;
    text(x, 358, label, label.length > 3 ? 12 : 15, ' text-anchor="middle" fill="#333"');
    if (fittedCodes.has(e.code)) out.push(`<ellipse cx="${x}" cy="352" rx="23" ry="15" fill="none" stroke="${INK}" stroke-width="2"/>`);
  });
  if (!ja && fitted.length > 0) {
    const lines = wrap(`Fitted: ${fitted.map((e) => e.en).join(', ')}`, 112);
    lines.slice(0, 2).forEach((l, i) => text(30, 384 + i * 15, l, 12, ' fill="#333"'));
  }

  // Body diagram with the marks.
  const bodyTop = ja ? 380 : 406;
  out.push(`<rect x="20" y="${bodyTop}" width="420" height="${900 - bodyTop}" fill="none" stroke="${RULE}"/>`);
  text(26, bodyTop + 16, L.diagram, 12, ' fill="#666"');
  text(box.cx, box.top - 22, ja ? '前' : 'FRONT', 13, ' text-anchor="middle" fill="#666"');
  text(box.cx - box.halfWidth - 40, box.top + 210, ja ? '左' : 'L', 14, ' text-anchor="middle" fill="#666"');
  text(box.cx + box.halfWidth + 40, box.top + 210, ja ? '右' : 'R', 14, ' text-anchor="middle" fill="#666"');
  out.push(drawCarDiagram(box));
  for (const m of marks) {
    out.push(
      `<text x="${num(m.x)}" y="${num(m.y)}" font-size="18" font-style="italic" font-weight="700" fill="${INK}" text-anchor="middle" transform="rotate(${m.tilt} ${num(m.x)} ${num(m.y)})">${esc(m.mark)}</text>`,
    );
  }

  // Inspector's remarks.
  out.push(`<rect x="440" y="${bodyTop}" width="340" height="${900 - bodyTop}" fill="none" stroke="${RULE}"/>`);
  text(446, bodyTop + 16, L.remarks, 12, ' fill="#666"');
  let y = bodyTop + 54;
  for (const [jaText, enText] of remarks) {
    const lines = wrap(ja ? jaText : enText, ja ? 13 : 30);
    lines.forEach((l, i) => {
      if (y > 880) return;
      text(i === 0 ? 456 : 474, y, `${i === 0 ? (ja ? '・' : '• ') : ''}${l}`, ja ? 21 : 17, ` fill="${INK}" font-style="italic"`);
      y += 32;
    });
  }

  // Legend of the marks used, repair history and the inspector's stamp.
  out.push(`<rect x="20" y="900" width="580" height="110" fill="none" stroke="${RULE}"/>`);
  text(26, 916, L.legend, 12, ' fill="#666"');
  const used = [...new Set(marks.map((m) => m.mark))];
  const legend = used.length > 0 ? used.map((m) => `${m}: ${describeDefect(m, language) ?? m}`) : [ja ? '指摘なし' : 'No marks'];
  legend.slice(0, 8).forEach((s, i) => text(36 + (i % 2) * 285, 944 + Math.floor(i / 2) * 18, s, 13, ' fill="#333"'));
  const repaired = lot.condition === 'R' || lot.condition === 'RA';
  cell(600, 900, 180, 110, L.repair, repaired ? L.yes : L.none, 34);
  out.push(`<g transform="rotate(-12 700 1046)"><circle cx="700" cy="1046" r="29" fill="none" stroke="#c62828" stroke-width="3"/>`);
  text(700, 1052, L.stamp, ja ? 16 : 10, ' text-anchor="middle" fill="#c62828" font-weight="700"');
  out.push('</g>');
  out.push(barcode(36, 1026, hashSeed('sheet-barcode', lot.id)));
  text(290, 1060, L.footnote, 11, ' fill="#888"');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHEET_WIDTH} ${SHEET_HEIGHT}" width="${SHEET_WIDTH}" height="${SHEET_HEIGHT}" font-family="${FONT}">` +
    out.join('') +
    `</svg>`
  );
}

/** Rough rendered width in ems: full-width for Japanese, about 0.6 em for Latin letters and digits. */
function widthEm(s: string): number {
  let em = 0;
  for (const ch of s) em += ch.charCodeAt(0) > 0x2e80 ? 1 : 0.62;
  return em;
}

/** A decorative sheet barcode; the bars come from the lot so each sheet differs. */
function barcode(x: number, y: number, seed: number): string {
  const rng = createRng(seed);
  let d = '';
  for (let cx = x; cx < x + 220; cx += 4) {
    const w = rng.int(1, 3);
    d += `M${cx} ${y}h${w}v40h-${w}z`;
  }
  return `<path d="${d}" fill="#222"/>`;
}
