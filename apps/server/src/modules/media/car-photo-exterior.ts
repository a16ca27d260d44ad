// Draws the outside of a car from a body profile and a view angle: the contour extruded across
// the width, back faces culled, far parts first (painter's order), then the near side with its
// glass, doors and wheels, then lamps, grille and plates on whichever ends face the camera.
import { Camera, convexHull, type P2, type V3, type ViewAngle } from './car-photo-camera.js';
import { type BodyProfile, halfWidthAt } from './car-photo-profiles.js';
import { num, points, shade } from './svg.js';

type Seg = { readonly a: readonly [number, number]; readonly b: readonly [number, number] };

const LIGHT: V3 = norm([-0.35, 1, 0.45]);
const TYRE = '#1c1d1f';
const DARK = '#17181a';

export interface ExteriorOptions {
  readonly bodyHex: string;
  readonly view: ViewAngle;
  readonly groundY: number;
}

/**
 * The car as SVG elements. Expects gradients #side (body colour), #glass, #lamp, #tail, #rim and
 * #shadow in the document's <defs> (car-photo.ts writes them).
 */
export function drawExterior(profile: BodyProfile, opts: ExteriorOptions): string {
  const cam = new Camera(opts.view, [profile.length / 2, 0.6, 0]);
  const W = profile.halfWidth;
  const r = profile.wheelRadius;
  const body = opts.bodyHex;
  const width = (y: number, x: number) => halfWidthAt(profile, y, x);
  const at = (p: readonly [number, number], side: number): V3 => [p[0], p[1], side * width(p[1], p[0])];

  const extent: V3[] = [];
  for (const p of profile.contour) extent.push(at(p, 1), at(p, -1));
  for (const x of profile.axles) extent.push([x, 0, W], [x, 0, -W]);
  const sideOn = Math.abs(cam.toCamera[2]);
  cam.fit(extent, sideOn > 0.5 ? 560 : 420, sideOn > 0.5 ? 270 : 265, 320, opts.groundY);

  const out: string[] = [];
  const poly = (pts: readonly P2[], fill: string, extra = '') => out.push(`<polygon points="${points(pts)}" fill="${fill}"${extra}/>`);
  const proj = (pts: readonly V3[]) => pts.map((p) => cam.screen(p));

  // Contact shadow: an ellipse around the projected footprint.
  const foot = proj([[0, 0, W], [profile.length, 0, W], [0, 0, -W], [profile.length, 0, -W]]);
  const fx = foot.map((p) => p[0]);
  const fy = foot.map((p) => p[1]);
  const [sx0, sx1, sy0, sy1] = [Math.min(...fx), Math.max(...fx), Math.min(...fy), Math.max(...fy)];
  out.push(`<ellipse cx="${num((sx0 + sx1) / 2)}" cy="${num((sy0 + sy1) / 2 + 2)}" rx="${num((sx1 - sx0) * 0.56)}" ry="${num(Math.max(10, (sy1 - sy0) * 0.7))}" fill="url(#shadow)"/>`);

  // Underbody and chassis: a dark box whose visible bits peek out under the sills.
  const sillTop = Math.max(...profile.bottom.map((p) => p[1]));
  const box: V3[] = [];
  const [ax0, ax1] = profile.axles;
  for (const x of [ax0 - r * 0.6, ax1 + r * 0.6]) for (const y of [0.16, sillTop]) for (const z of [-W + 0.3, W - 0.3]) box.push([x, y, z]);
  poly(convexHull(proj(box)), DARK);

  const nearSide = cam.toCamera[2] >= 0 ? 1 : -1;
  const wheelsFirst = sideOn < 0.3;
  for (const x of profile.axles) {
    if (wheelsFirst) out.push(wheel(cam, x, r, 1, W, false, profile.steelWheels), wheel(cam, x, r, -1, W, false, profile.steelWheels));
    else out.push(wheel(cam, x, r, -nearSide, W, false, profile.steelWheels));
  }
  // Mirrors sit at the front: seen from behind, the body hides them, so they go under it.
  const mirrorsFirst = cam.toCamera[0] > 0;
  out.push(mirror(cam, profile, -nearSide, body));
  if (mirrorsFirst) out.push(mirror(cam, profile, nearSide, body));

  // Top and end surfaces, far first.
  const segs: Seg[] = profile.contour.slice(1).map((b, i) => ({ a: profile.contour[i] ?? b, b }));
  const strips = segs
    .map((s, i) => {
      const n = norm([-(s.b[1] - s.a[1]), s.b[0] - s.a[0], 0]);
      const quad: V3[] = [at(s.a, -1), at(s.a, 1), at(s.b, 1), at(s.b, -1)];
      return { i, s, n, quad, depth: quad.reduce((d, p) => d + cam.depth(p), 0) / 4 };
    })
    .filter((st) => cam.faces(st.n, mean(st.quad)))
    .sort((p, q) => p.depth - q.depth);
  const hasBed = profile.roles.includes('bed');
  // A point on a strip: u across the car (-1..1), v along the segment (0..1).
  const onStrip = (s: Seg, u: number, v: number): V3 => {
    const x = s.a[0] + (s.b[0] - s.a[0]) * v;
    const y = s.a[1] + (s.b[1] - s.a[1]) * v;
    return [x, y, u * width(y, x)];
  };
  const inset = (s: Seg, u0: number, u1: number, v0: number, v1: number): P2[] =>
    proj([onStrip(s, u0, v0), onStrip(s, u1, v0), onStrip(s, u1, v1), onStrip(s, u0, v1)]);
  const both = (s: Seg, u0: number, u1: number, v0: number, v1: number, fill: string, extra = '') => {
    poly(inset(s, u0, u1, v0, v1), fill, extra);
    poly(inset(s, -u1, -u0, v0, v1), fill, extra);
  };
  for (const st of strips) {
    const role = profile.roles[st.i];
    const glass = role === 'windshield' || (role === 'rearGlass' && !hasBed);
    const k = (dot(st.n, LIGHT) - 0.35) * 0.5;
    poly(proj(st.quad), glass ? 'url(#glass)' : shade(body, k), ` stroke="${shade(body, k - 0.12)}" stroke-width="0.6"`);
    const s = st.s;
    if (role === 'faceF') {
      both(s, 0.5, 0.93, 0.3, 0.9, 'url(#lamp)', ` stroke="${DARK}" stroke-width="1"`);
      poly(inset(s, -0.4, 0.4, 0.12, 0.82), '#1f2225');
      out.push(`<polyline points="${points(inset(s, -0.36, 0.36, 0.47, 0.47).slice(0, 2))}" stroke="#5b6066" stroke-width="1.4"/>`);
      poly(inset(s, -0.06, 0.06, 0.35, 0.6), '#c7ccd2');
    } else if (role === 'bumperF') {
      poly(inset(s, -0.6, 0.6, 0.08, 0.42), '#202326');
      poly(inset(s, -0.19, 0.19, 0.5, 0.9), '#f3f3ec', ' stroke="#2f6b3a" stroke-width="1.2"');
    } else if (role === 'faceR') {
      both(s, 0.56, 0.95, 0.06, hasBed ? 0.35 : 0.7, 'url(#tail)', ` stroke="${DARK}" stroke-width="0.8"`);
      poly(inset(s, -0.19, 0.19, hasBed ? 0.45 : 0.5, hasBed ? 0.9 : 0.95), '#f3f3ec', ' stroke="#2f6b3a" stroke-width="1.2"');
    } else if (role === 'bumperR') {
      poly(inset(s, -0.85, 0.85, 0.55, 0.98), shade(body, -0.55));
      poly(inset(s, 0.5, 0.66, 0.72, 0.92), '#0d0d0e');
    } else if (role === 'rearGlass' && hasBed) {
      poly(inset(s, -0.62, 0.62, 0.1, 0.5), 'url(#glass)');
    } else if (role === 'bed') {
      poly(inset(s, -0.9, 0.9, 0.02, 0.98), '#2b2c2e');
    } else if (glass) {
      // A diagonal sky reflection across the glass.
      poly(proj([onStrip(s, -0.7, 0.04), onStrip(s, -0.35, 0.04), onStrip(s, 0.05, 0.96), onStrip(s, -0.3, 0.96)]), '#fff', ' opacity="0.09"');
    }
  }

  if (cam.toCamera[2] * nearSide > 0.05) out.push(nearSideDetails(cam, profile, nearSide, body));
  if (!mirrorsFirst) out.push(mirror(cam, profile, nearSide, body));
  if (!wheelsFirst) {
    for (const x of profile.axles) {
      const centre: V3 = [x, r, nearSide * W];
      const c = cam.screen(centre);
      const { sx, sy } = cam.sideCircleAt(centre);
      const rx = r * 1.14 * cam.scaleAt(centre) * sx;
      const ry = r * 1.14 * cam.scaleAt(centre) * sy;
      out.push(`<path d="M${num(c[0] - rx)} ${num(c[1])}A${num(rx)} ${num(ry)} 0 0 1 ${num(c[0] + rx)} ${num(c[1])}Z" fill="${DARK}"/>`);
      out.push(wheel(cam, x, r, nearSide, W, true, profile.steelWheels));
    }
  }
  return out.join('');
}

function nearSideDetails(cam: Camera, profile: BodyProfile, side: number, body: string): string {
  const out: string[] = [];
  const W = profile.halfWidth;
  const pt = (x: number, y: number): P2 => cam.screen([x, y, side * halfWidthAt(profile, y, x)]);
  const sidePts = [...profile.contour, ...profile.bottom].map(([x, y]) => pt(x, y));
  out.push(`<polygon points="${points(sidePts)}" fill="url(#side)" stroke="${shade(body, -0.3)}" stroke-width="0.8"/>`);

  const belt = profile.beltY;
  const iw = profile.roles.indexOf('windshield');
  const ir = profile.roles.indexOf('rearGlass');
  const c = profile.contour;
  const [w0, w1, r0, r1] = [c[iw], c[iw + 1], c[ir], c[ir + 1]];
  if (w0 && w1 && r0 && r1) {
    const yb = belt + 0.04;
    const along = (p: readonly [number, number], q: readonly [number, number], y: number) => {
      const t = Math.min(1, Math.max(0, (y - p[1]) / (q[1] - p[1] || 1)));
      return p[0] + (q[0] - p[0]) * t;
    };
    const win: [number, number][] = [
      [along(w0, w1, yb) + 0.1, yb],
      [w1[0] + 0.16, w1[1] - 0.07],
      [r0[0] - 0.1, r0[1] - 0.07],
      [along(r1, r0, yb) - 0.12, yb],
    ];
    const winPts = win.map(([x, y]) => pt(x, y));
    out.push(`<polygon points="${points(winPts)}" fill="url(#glass)" stroke="${DARK}" stroke-width="1.2"/>`);
    const [a, b, , d] = winPts as [P2, P2, P2, P2];
    const mid = (p: P2, q: P2, t: number): P2 => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
    out.push(`<polygon points="${points([a, b, mid(b, winPts[2] as P2, 0.3), mid(a, d, 0.22)])}" fill="#fff" opacity="0.13"/>`);
    const roofAt = (x: number) => {
      const xa = w1[0] + 0.16;
      const xb = r0[0] - 0.1;
      const t = Math.min(1, Math.max(0, (x - xa) / (xb - xa || 1)));
      return w1[1] - 0.07 + (r0[1] - w1[1]) * t;
    };
    for (const x of profile.pillars) {
      out.push(`<polygon points="${points([pt(x - 0.05, yb - 0.01), pt(x + 0.05, yb - 0.01), pt(x + 0.05, roofAt(x)), pt(x - 0.05, roofAt(x))])}" fill="${DARK}"/>`);
    }
  }

  const line = shade(body, -0.45);
  const seg = (p: P2, q: P2) => `M${num(p[0])} ${num(p[1])}L${num(q[0])} ${num(q[1])}`;
  const bottomAt = (x: number) => (profile.bottom.find((p, i) => x >= p[0] && i > 0) ?? [0, 0.3])[1];
  const shutLines = profile.doors.map((x) => seg(pt(x, bottomAt(x) + 0.05), pt(x, belt - 0.01)));
  const handles = profile.doors.slice(1).map((x) => seg(pt(x - 0.26, belt - 0.11), pt(x - 0.1, belt - 0.11)));
  out.push(`<path d="${shutLines.join('')}" stroke="${line}" stroke-width="1.1" opacity="0.7"/>`);
  out.push(`<path d="${handles.join('')}" stroke="${line}" stroke-width="2.4" stroke-linecap="round"/>`);
  const crease = [pt(0.15, belt - 0.14), pt(profile.length - 0.15, belt - 0.12)];
  out.push(`<polyline points="${points(crease)}" stroke="#fff" stroke-width="1.4" opacity="0.22" fill="none"/>`);
  if (profile.roles.includes('bed')) {
    const cab = profile.bottom[1]?.[0] ?? W;
    const gate = [pt(cab + 0.02, 0.86), pt(profile.length - 0.02, 0.86)];
    out.push(`<polyline points="${points(gate)}" stroke="${line}" stroke-width="1.2" fill="none"/>`);
  }
  return out.join('');
}

function mirror(cam: Camera, profile: BodyProfile, side: number, body: string): string {
  const iw = profile.roles.indexOf('windshield');
  const x = (profile.contour[iw]?.[0] ?? 1) + 0.12;
  const y = profile.beltY + 0.02;
  const W = profile.halfWidth;
  const q = [[x, y, W - 0.02], [x, y + 0.12, W - 0.02], [x + 0.16, y + 0.12, W + 0.11], [x + 0.16, y + 0.02, W + 0.11]] as const;
  const pts = q.map(([a, b, c]) => cam.screen([a, b, side * c]));
  return `<polygon points="${points(pts)}" fill="${shade(body, -0.08)}" stroke="${DARK}" stroke-width="0.8"/>`;
}

function wheel(cam: Camera, x: number, r: number, side: number, W: number, near: boolean, steel: boolean): string {
  const tw = 0.22;
  const outer: V3 = [x, r, side * (W - 0.03)];
  const cOut = cam.screen(outer);
  const cIn = cam.screen([x, r, side * (W - 0.03 - tw)]);
  const { sx, sy } = cam.sideCircleAt(outer);
  const s = cam.scaleAt(outer);
  const rx = r * s * sx;
  const ry = r * s * sy;
  const facingOut = side * cam.toCamera[2] > 0;
  const [back, front] = facingOut ? [cIn, cOut] : [cOut, cIn];
  const ell = (c: P2, k: number, fill: string) => `<ellipse cx="${num(c[0])}" cy="${num(c[1])}" rx="${num(Math.max(0.5, rx * k))}" ry="${num(ry * k)}" fill="${fill}"/>`;
  const hull = [[back[0], back[1] - ry], [front[0], front[1] - ry], [front[0], front[1] + ry], [back[0], back[1] + ry]] as const;
  let svg = ell(back, 1, TYRE) + `<polygon points="${points(hull)}" fill="${TYRE}"/>` + ell(front, 1, '#26272a');
  if (!near || !facingOut || sx < 0.25) return svg;
  svg += ell(front, 0.68, steel ? '#5f6368' : 'url(#rim)');
  if (steel) return svg + ell(front, 0.42, '#aeb3b8') + ell(front, 0.14, '#6b7075');
  svg += ell(front, 0.58, '#2b2e32');
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const p: P2 = [front[0] + rx * 0.6 * Math.cos(a), front[1] + ry * 0.6 * Math.sin(a)];
    svg += `<line x1="${num(front[0])}" y1="${num(front[1])}" x2="${num(p[0])}" y2="${num(p[1])}" stroke="#c4c8cd" stroke-width="${num(Math.max(1.5, ry * 0.16))}" stroke-linecap="round"/>`;
  }
  return svg + ell(front, 0.16, '#8d9297');
}

function mean(pts: readonly V3[]): V3 {
  const n = pts.length || 1;
  return [pts.reduce((a, p) => a + p[0], 0) / n, pts.reduce((a, p) => a + p[1], 0) / n, pts.reduce((a, p) => a + p[2], 0) / n];
}

function norm(v: V3): V3 {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
}

function dot(a: V3, b: V3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
