// Body shapes for the generated car photos. Each style is a side contour (metres, x from the
// front bumper backwards, y up) extruded across the car's width; the renderer projects it from
// any angle, so one contour gives the side, front, rear and three-quarter views.

export const BODY_STYLES = ['sedan', 'hatchback', 'wagon', 'suv', 'minivan', 'kei', 'van', 'truck', 'pickup', 'coupe'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

/** What a contour segment is, which decides its paint and the details drawn on it. */
export type SegmentRole = 'bumperF' | 'faceF' | 'hood' | 'windshield' | 'roof' | 'rearGlass' | 'deck' | 'faceR' | 'bumperR' | 'bed';

type Pt = readonly [number, number];

export interface BodyProfile {
  readonly length: number;
  readonly halfWidth: number;
  /** The greenhouse narrows towards the roof (tumblehome). */
  readonly roofHalfWidth: number;
  /** Bottom edge of the side windows. */
  readonly beltY: number;
  /** Front bottom → over the top → rear bottom. */
  readonly contour: readonly Pt[];
  /** One per contour segment. */
  readonly roles: readonly SegmentRole[];
  /** Underside of the body, rear → front (flatbeds sit higher than the cab). */
  readonly bottom: readonly Pt[];
  readonly axles: readonly [number, number];
  readonly wheelRadius: number;
  /** Door shut lines (x). */
  readonly doors: readonly number[];
  /** Window pillars (x) splitting the side glass. */
  readonly pillars: readonly number[];
  readonly steelWheels: boolean;
  /** How much the nose and tail narrow in plan view (boxy vans and trucks hardly at all). */
  readonly endTaper: number;
  /** Highest point of the contour. */
  readonly roofY: number;
}

const P = (
  length: number,
  halfWidth: number,
  roofHalfWidth: number,
  beltY: number,
  contour: readonly Pt[],
  roles: readonly SegmentRole[],
  axles: readonly [number, number],
  wheelRadius: number,
  doors: readonly number[],
  pillars: readonly number[],
  extra: { bottom?: readonly Pt[]; steelWheels?: boolean; endTaper?: number } = {},
): BodyProfile => {
  const first = contour[0] ?? [0, 0];
  const last = contour[contour.length - 1] ?? [length, 0];
  return {
    length, halfWidth, roofHalfWidth, beltY, contour, roles, axles, wheelRadius, doors, pillars,
    bottom: extra.bottom ?? [last, first],
    steelWheels: extra.steelWheels ?? false,
    endTaper: extra.endTaper ?? 0.1,
    roofY: Math.max(...contour.map((p) => p[1])),
  };
};

const SALOON: readonly SegmentRole[] = ['bumperF', 'faceF', 'hood', 'windshield', 'roof', 'rearGlass', 'deck', 'faceR', 'bumperR'];
const TWO_BOX: readonly SegmentRole[] = ['bumperF', 'faceF', 'hood', 'windshield', 'roof', 'rearGlass', 'faceR', 'bumperR'];

export const BODY_PROFILES: Readonly<Record<BodyStyle, BodyProfile>> = {
  sedan: P(4.7, 0.9, 0.7, 0.98,
    [[0, 0.3], [0, 0.56], [0.12, 0.78], [1.3, 0.95], [2.0, 1.42], [3.3, 1.44], [4.0, 1.0], [4.62, 0.97], [4.7, 0.6], [4.68, 0.3]],
    SALOON, [0.95, 3.75], 0.32, [1.35, 2.45, 3.45], [2.45]),
  hatchback: P(4.0, 0.86, 0.7, 0.97,
    [[0, 0.3], [0, 0.56], [0.1, 0.78], [1.0, 0.95], [1.72, 1.5], [3.2, 1.52], [3.86, 1.02], [3.96, 0.6], [3.94, 0.3]],
    TWO_BOX, [0.8, 3.25], 0.3, [1.05, 2.1, 3.05], [2.1]),
  wagon: P(4.65, 0.88, 0.71, 0.98,
    [[0, 0.3], [0, 0.56], [0.1, 0.78], [1.2, 0.95], [1.95, 1.46], [4.22, 1.48], [4.55, 1.02], [4.64, 0.6], [4.62, 0.3]],
    TWO_BOX, [0.93, 3.68], 0.32, [1.25, 2.35, 3.4], [2.35, 3.5]),
  suv: P(4.75, 0.93, 0.78, 1.15,
    [[0, 0.45], [0, 0.8], [0.1, 1.05], [1.25, 1.18], [1.95, 1.8], [4.35, 1.83], [4.68, 1.22], [4.75, 0.8], [4.73, 0.45]],
    TWO_BOX, [0.92, 3.72], 0.38, [1.3, 2.5, 3.55], [2.5, 3.65]),
  minivan: P(4.9, 0.9, 0.78, 1.1,
    [[0, 0.32], [0, 0.66], [0.1, 0.92], [0.8, 1.08], [1.55, 1.86], [4.55, 1.9], [4.84, 1.12], [4.9, 0.66], [4.88, 0.32]],
    TWO_BOX, [0.9, 3.9], 0.33, [1.0, 2.0, 3.4], [2.05, 3.5]),
  kei: P(3.4, 0.74, 0.68, 1.02,
    [[0, 0.28], [0, 0.6], [0.08, 0.84], [0.55, 1.0], [1.15, 1.76], [3.18, 1.8], [3.36, 1.06], [3.4, 0.6], [3.39, 0.28]],
    TWO_BOX, [0.55, 2.88], 0.27, [0.75, 1.75, 2.75], [1.78], { steelWheels: true, endTaper: 0.06 }),
  van: P(4.7, 0.85, 0.8, 1.12,
    [[0, 0.3], [0, 0.75], [0.12, 1.02], [0.4, 1.18], [1.05, 1.98], [4.62, 2.0], [4.7, 1.2], [4.71, 0.74], [4.7, 0.3]],
    TWO_BOX, [0.75, 3.35], 0.31, [0.55, 1.6, 2.95], [1.62, 2.95, 3.95], { steelWheels: true, endTaper: 0.05 }),
  truck: P(3.4, 0.74, 0.7, 1.12,
    [[0, 0.3], [0, 0.78], [0.05, 1.1], [0.3, 1.82], [1.25, 1.84], [1.3, 1.1], [3.38, 1.06], [3.4, 0.66]],
    ['bumperF', 'faceF', 'windshield', 'roof', 'rearGlass', 'bed', 'faceR'], [0.62, 2.55], 0.27, [0.18, 1.22], [],
    { bottom: [[3.4, 0.66], [1.32, 0.66], [1.32, 0.3], [0, 0.3]], steelWheels: true, endTaper: 0.04 }),
  pickup: P(5.3, 0.92, 0.78, 1.22,
    [[0, 0.45], [0, 0.88], [0.12, 1.1], [1.45, 1.22], [2.05, 1.8], [3.05, 1.82], [3.12, 1.24], [5.25, 1.22], [5.3, 0.88], [5.28, 0.45]],
    ['bumperF', 'faceF', 'hood', 'windshield', 'roof', 'rearGlass', 'bed', 'faceR', 'bumperR'], [0.95, 4.05], 0.38,
    [1.5, 2.45, 3.12], [2.45]),
  coupe: P(4.4, 0.9, 0.68, 0.92,
    [[0, 0.26], [0, 0.5], [0.12, 0.7], [1.55, 0.88], [2.25, 1.27], [2.85, 1.3], [3.85, 0.95], [4.32, 0.9], [4.4, 0.56], [4.38, 0.26]],
    SALOON, [1.0, 3.6], 0.33, [1.6, 2.95], []),
};

/**
 * Half the car's width at (x, y): full below the belt line, narrowing to the roof, and pulled in
 * at the nose and tail so the ends read as rounded rather than as a box.
 */
export function halfWidthAt(profile: BodyProfile, y: number, x: number): number {
  const front = Math.max(0, 1 - x / 0.5);
  const rear = Math.max(0, 1 - (profile.length - x) / 0.4);
  const taper = 1 - profile.endTaper * front * front - profile.endTaper * 0.7 * rear * rear;
  if (y <= profile.beltY) return profile.halfWidth * taper;
  const t = Math.min(1, (y - profile.beltY) / Math.max(0.01, profile.roofY - profile.beltY));
  return (profile.halfWidth * 0.97 + (profile.roofHalfWidth - profile.halfWidth * 0.97) * t) * taper;
}
