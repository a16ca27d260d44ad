// Generated lot photos (DESIGN.md §4): an SVG drawing of the car in the lot's colour from one
// of several angles, on a studio or yard background. Pure and deterministic: the same input
// always gives the same bytes, so the images can be rendered on request and cached forever.
import { hashSeed } from '../../seed/rng.js';
import type { ViewAngle } from './car-photo-camera.js';
import { drawEngineBay, drawInterior } from './car-photo-cabin.js';
import { drawExterior } from './car-photo-exterior.js';
import { BODY_PROFILES, BODY_STYLES, type BodyStyle } from './car-photo-profiles.js';
import { backdrop, caption } from './car-photo-scenes.js';
import { normalizeHex, shade, vGradient } from './svg.js';

export { BODY_STYLES, type BodyStyle } from './car-photo-profiles.js';

/**
 * Gallery order: the usual auction set first (a lot with few photos still shows the car all
 * round and its interior), then the other side, so up to ten photos never repeat.
 */
export const PHOTO_ANGLES = [
  'front-34', 'side', 'rear-34', 'rear', 'interior', 'engine', 'front', 'front-34-left', 'rear-34-left', 'side-left',
] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 480;

export interface CarPhotoInput {
  /** "#rrggbb" (COLORS[].hex in the catalog); anything else falls back to silver-grey. */
  bodyColorHex: string;
  angle: PhotoAngle;
  maker: string;
  model: string;
  lotId: string | number;
  /** The model's body style from the catalog; an unknown value draws a sedan. */
  bodyStyle: BodyStyle | string;
}

/** The angle of the n-th photo of a lot (0-based), cycling through PHOTO_ANGLES. */
export function photoAngleForIndex(index: number): PhotoAngle {
  const n = PHOTO_ANGLES.length;
  return PHOTO_ANGLES[((Math.trunc(index) % n) + n) % n] ?? 'front-34';
}

// Where the photographer stands: eye height for the three-quarter shots, lower for the sides.
const VIEWS: Record<Exclude<PhotoAngle, 'interior' | 'engine'>, ViewAngle> = {
  'front-34': { yaw: -38, height: 1.8, distance: 7.5 },
  side: { yaw: 0, height: 1.3, distance: 9 },
  'rear-34': { yaw: 40, height: 1.8, distance: 7.5 },
  front: { yaw: -90, height: 1.75, distance: 6.5 },
  rear: { yaw: 90, height: 1.6, distance: 6.5 },
  'front-34-left': { yaw: -142, height: 1.8, distance: 7.5 },
  'rear-34-left': { yaw: 140, height: 1.8, distance: 7.5 },
  'side-left': { yaw: 180, height: 1.3, distance: 9 },
};

const GROUND_Y = 405;

export function renderCarPhotoSvg(input: CarPhotoInput): string {
  const body = normalizeHex(input.bodyColorHex);
  const angle: PhotoAngle = (PHOTO_ANGLES as readonly string[]).includes(input.angle) ? input.angle : 'front-34';
  const style: BodyStyle = (BODY_STYLES as readonly string[]).includes(input.bodyStyle) ? (input.bodyStyle as BodyStyle) : 'sedan';
  const lotSeed = hashSeed('lot-photo', input.lotId);
  const shotSeed = hashSeed('lot-photo', input.lotId, angle);

  let defs: string;
  let scene: string;
  if (angle === 'interior') {
    ({ defs, body: scene } = drawInterior(body, lotSeed));
  } else if (angle === 'engine') {
    ({ defs, body: scene } = drawEngineBay(body, input.maker, lotSeed));
  } else {
    // Same backdrop for every photo of a lot; a small yaw jitter so lots do not look cloned.
    const bg = backdrop(lotSeed % 3 === 0 ? 'yard' : 'studio', GROUND_Y, lotSeed);
    const base = VIEWS[angle];
    const jitter = angle.startsWith('side') ? 0 : angle === 'front' || angle === 'rear' ? 0.5 : 1;
    const view = { ...base, yaw: base.yaw + ((shotSeed % 9) - 4) * jitter };
    defs = bg.defs + carDefs(body);
    scene = bg.body + drawExterior(BODY_PROFILES[style], { bodyHex: body, view, groundY: GROUND_Y });
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">` +
    `<defs>${defs}</defs>${scene}${caption(input.maker, input.model, input.lotId)}</svg>`
  );
}

function carDefs(body: string): string {
  return (
    vGradient('side', [[0, shade(body, 0.08)], [0.38, shade(body, 0.3)], [0.5, body], [1, shade(body, -0.42)]]) +
    vGradient('glass', [[0, '#6f8194'], [0.45, '#27313c'], [1, '#12171c']]) +
    vGradient('lamp', [[0, '#f8fafc'], [1, '#94a1ae']]) +
    vGradient('tail', [[0, '#e3444f'], [1, '#870e17']]) +
    vGradient('rim', [[0, '#e6e9ec'], [1, '#858b92']]) +
    '<radialGradient id="shadow"><stop offset="0%" stop-color="#000" stop-opacity="0.55"/><stop offset="100%" stop-color="#000" stop-opacity="0"/></radialGradient>'
  );
}
