// The body diagram of the auction sheet: a top view of the car (front up) and the inspector's
// defect marks placed on its panels. Marks depend only on the lot (seeded), so the Japanese
// original and its translation show the same marks in the same places.
import { conditionRank } from '../../seed/catalog-attributes.js';
import { type Rng, weightedPicker } from '../../seed/rng.js';
import { num } from './svg.js';

export interface PlacedMark {
  readonly zone: string;
  readonly mark: string;
  readonly x: number;
  readonly y: number;
  readonly tilt: number;
}

export interface DiagramBox {
  readonly cx: number;
  readonly top: number;
  readonly halfWidth: number;
  readonly height: number;
}

// Panel centres as fractions: x of the half width (-1 left … 1 right), y of the height.
const ZONE_AT: Readonly<Record<string, readonly [number, number]>> = {
  fBumper: [0, 0.03], hood: [0, 0.17], windshield: [0, 0.35], roof: [0, 0.55], rearGlass: [0, 0.74], trunk: [0, 0.88],
  rBumper: [0, 0.98], rfFender: [0.84, 0.18], rfDoor: [0.84, 0.46], rrDoor: [0.84, 0.66], rrFender: [0.84, 0.83],
  lfFender: [-0.84, 0.18], lfDoor: [-0.84, 0.46], lrDoor: [-0.84, 0.66], lrFender: [-0.84, 0.83],
};
const PANELS = Object.keys(ZONE_AT).filter((z) => z !== 'windshield' && z !== 'rearGlass');
const BUMPERS_FIRST = ['fBumper', 'rBumper', 'fBumper', 'rBumper'];

const MILD = weightedPicker(['A1', 'A2', 'U1', 'E1', 'A1'], [5, 3, 2, 2, 2]);
const ANY = weightedPicker(
  ['A1', 'A2', 'A3', 'U1', 'U2', 'U3', 'E1', 'E2', 'W1', 'W2', 'S1', 'S2', 'C1', 'B1', 'B2', 'P', 'H', 'Y1'],
  [20, 12, 3, 10, 6, 1, 6, 2, 5, 2, 3, 1, 1, 3, 1, 3, 2, 1],
);
const GLASS = weightedPicker(['G', 'X1', 'R', 'RX'], [6, 2, 2, 1]);

/** How many marks a sheet of this condition grade carries: none on S/6, many on 2/1/***. */
function markCount(rng: Rng, condition: string): number {
  const rank = conditionRank(condition);
  if (rank >= 11) return 0;
  if (rank === 10) return rng.int(0, 1);
  if (rank === 9) return rng.int(1, 3);
  if (rank === 8) return rng.int(2, 4);
  if (rank === 7) return rng.int(3, 6);
  if (rank >= 4) return rng.int(5, 9);
  if (rank >= 2) return rng.int(3, 6);
  return rng.int(6, 10);
}

export function placeMarks(rng: Rng, condition: string, box: DiagramBox): PlacedMark[] {
  const rank = conditionRank(condition);
  const count = markCount(rng, condition);
  const picks: { zone: string; mark: string }[] = [];
  if (rank === 2 || rank === 3) picks.push({ zone: rng.pick(PANELS), mark: rng.pick(['XX', 'W2', 'XX']) });
  if (rank === 1) picks.push({ zone: rng.pick(PANELS), mark: 'X' });
  for (let i = 0; picks.length < count; i++) {
    if (rng.chance(0.1)) {
      picks.push({ zone: rng.chance(0.85) ? 'windshield' : 'rearGlass', mark: GLASS(rng) });
      continue;
    }
    // Bumpers collect most of the small scratches at auction.
    const zone = i < 2 && rng.chance(0.5) ? (BUMPERS_FIRST[i] ?? 'fBumper') : rng.pick(PANELS);
    picks.push({ zone, mark: rank >= 9 ? MILD(rng) : ANY(rng) });
  }
  const used = new Map<string, number>();
  return picks.map(({ zone, mark }) => {
    const [fx, fy] = ZONE_AT[zone] ?? [0, 0.5];
    const n = used.get(zone) ?? 0;
    used.set(zone, n + 1);
    const x = box.cx + fx * box.halfWidth + rng.int(-7, 7) + (fx === 0 ? (n % 2 === 0 ? -1 : 1) * Math.ceil(n / 2) * 30 : 0);
    const y = box.top + fy * box.height + rng.int(-6, 6) + (fx === 0 ? 0 : n * 20);
    return { zone, mark, x, y, tilt: rng.int(-9, 9) };
  });
}

/** The car seen from above, front up, in the sheet's line style. */
export function drawCarDiagram(box: DiagramBox): string {
  const { cx, top, halfWidth: hw, height: h } = box;
  const x0 = cx - hw;
  const x1 = cx + hw;
  const y1 = top + h;
  const Y = (f: number) => num(top + f * h);
  const X = (f: number) => num(cx + f * hw);
  const outline =
    `M${num(x0 + 20)} ${num(top)}Q${num(cx)} ${num(top - 12)} ${num(x1 - 20)} ${num(top)}Q${num(x1)} ${num(top + 5)} ${num(x1)} ${Y(0.1)}` +
    `L${num(x1)} ${Y(0.92)}Q${num(x1)} ${num(y1)} ${num(x1 - 20)} ${num(y1)}Q${num(cx)} ${num(y1 + 8)} ${num(x0 + 20)} ${num(y1)}` +
    `Q${num(x0)} ${num(y1)} ${num(x0)} ${Y(0.92)}L${num(x0)} ${Y(0.1)}Q${num(x0)} ${num(top + 5)} ${num(x0 + 20)} ${num(top)}Z`;
  const glass = (a: number, b: number, wa: number, wb: number) =>
    `<path d="M${X(-wa)} ${Y(a)}L${X(wa)} ${Y(a)}L${X(wb)} ${Y(b)}L${X(-wb)} ${Y(b)}Z" fill="#eef3f7"/>`;
  const lines = [
    `M${X(-0.9)} ${Y(0.06)}Q${num(cx)} ${Y(0.035)} ${X(0.9)} ${Y(0.06)}`,
    `M${X(-0.9)} ${Y(0.94)}Q${num(cx)} ${Y(0.965)} ${X(0.9)} ${Y(0.94)}`,
    `M${X(-0.72)} ${Y(0.45)}H${X(-1)}M${X(0.72)} ${Y(0.45)}H${X(1)}`,
    `M${X(-0.72)} ${Y(0.58)}H${X(-1)}M${X(0.72)} ${Y(0.58)}H${X(1)}`,
    `M${X(-0.72)} ${Y(0.72)}H${X(-1)}M${X(0.72)} ${Y(0.72)}H${X(1)}`,
    `M${X(-0.86)} ${Y(0.27)}H${X(-1)}M${X(0.86)} ${Y(0.27)}H${X(1)}`,
  ].join('');
  const wheel = (fx: number, fy: number) => `<rect x="${num(cx + fx * hw - 6)}" y="${Y(fy)}" width="12" height="${num(h * 0.12)}" rx="5" fill="#555"/>`;
  return (
    `<g stroke="#444" stroke-width="1.6" fill="none">` +
    wheel(-1.1, 0.12) + wheel(1.1, 0.12) + wheel(-1.1, 0.76) + wheel(1.1, 0.76) +
    `<path d="${outline}" fill="#fff"/>` +
    glass(0.27, 0.42, 0.84, 0.72) +
    `<rect x="${X(-0.72)}" y="${Y(0.42)}" width="${num(hw * 1.44)}" height="${num(h * 0.26)}" rx="6"/>` +
    glass(0.68, 0.79, 0.72, 0.82) +
    `<path d="${lines}"/>` +
    `<ellipse cx="${X(-1.12)}" cy="${Y(0.3)}" rx="9" ry="5"/><ellipse cx="${X(1.12)}" cy="${Y(0.3)}" rx="9" ry="5"/>` +
    `</g>`
  );
}
