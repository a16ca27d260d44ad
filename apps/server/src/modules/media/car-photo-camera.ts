// A small perspective camera for the car photos. Perspective matters: from eye height you see
// a saloon's roof but not a minivan's, and the near wheel looks bigger than the far one, which
// is most of what makes a drawing read as a photograph.

export type V3 = readonly [number, number, number];
export type P2 = readonly [number, number];

export interface ViewAngle {
  /** Degrees around the car; 0 looks at its right (+z) side with the front to the left, -90 at the front. */
  readonly yaw: number;
  /** Camera height above the ground, metres. */
  readonly height: number;
  /** Horizontal distance from the car's centre, metres. */
  readonly distance: number;
}

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (v: V3): V3 => {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
};

export class Camera {
  private readonly eye: V3;
  private readonly forward: V3;
  private readonly right: V3;
  private readonly up: V3;
  private scale = 1;
  private ox = 0;
  private oy = 0;
  /** Unit vector from the car's centre towards the camera. */
  readonly toCamera: V3;

  /** `center` is the point the camera aims at (the middle of the car, a little above the ground). */
  constructor(view: ViewAngle, center: V3) {
    const yaw = (view.yaw * Math.PI) / 180;
    this.eye = [center[0] + view.distance * Math.sin(yaw), view.height, center[2] + view.distance * Math.cos(yaw)];
    this.forward = unit(sub(center, this.eye));
    this.right = unit(cross(this.forward, [0, 1, 0]));
    this.up = cross(this.right, this.forward);
    this.toCamera = unit(sub(this.eye, center));
  }

  /** Image-plane coordinates before fitting, and the distance along the view. */
  private raw(p: V3): [number, number, number] {
    const v = sub(p, this.eye);
    const z = Math.max(0.1, dot(v, this.forward));
    return [dot(v, this.right) / z, dot(v, this.up) / z, z];
  }

  /** Scales and centres so that `pts` fill the box and their lowest point sits on groundY. */
  fit(pts: readonly V3[], maxW: number, maxH: number, centerX: number, groundY: number): void {
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (const p of pts) {
      const [x, y] = this.raw(p);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    this.scale = Math.min(maxW / Math.max(1e-4, maxX - minX), maxH / Math.max(1e-4, maxY - minY));
    this.ox = centerX - (this.scale * (minX + maxX)) / 2;
    this.oy = groundY + this.scale * minY;
  }

  screen(p: V3): P2 {
    const [x, y] = this.raw(p);
    return [this.ox + this.scale * x, this.oy - this.scale * y];
  }

  /** Bigger is nearer, for painter's order. */
  depth(p: V3): number {
    return -this.raw(p)[2];
  }

  /** Pixels per metre at p. */
  scaleAt(p: V3): number {
    return this.scale / this.raw(p)[2];
  }

  /** How a circle in the car's side plane at p is squashed: horizontally and vertically. */
  sideCircleAt(p: V3): { sx: number; sy: number } {
    const d = unit(sub(this.eye, p));
    return { sx: Math.abs(d[2]), sy: Math.hypot(d[0], d[2]) };
  }

  /** A surface through p with this outward normal faces the camera. */
  faces(normal: V3, p: V3): boolean {
    return dot(normal, sub(this.eye, p)) > 0.01;
  }
}

/** Convex hull (monotone chain) of screen points. */
export function convexHull(pts: readonly P2[]): P2[] {
  const s = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (s.length < 3) return s;
  const turn = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: readonly P2[]): P2[] => {
    const out: P2[] = [];
    for (const p of list) {
      while (out.length >= 2 && turn(out[out.length - 2] as P2, out[out.length - 1] as P2, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(s), ...half([...s].reverse())];
}
