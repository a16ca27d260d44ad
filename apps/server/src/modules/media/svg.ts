// Small helpers shared by the generated SVG images: number formatting that keeps the markup
// short, XML escaping, and colour arithmetic for shading a body colour.

/**
 * A number for the markup: whole pixels for coordinates, one decimal for small sizes. Half a
 * pixel is invisible at 640×480 and the images stay a few KB.
 */
export function num(n: number): string {
  const r = Math.abs(n) >= 40 ? Math.round(n) : Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** "x,y x,y …" for polygon points. */
export function points(pts: readonly (readonly [number, number])[]): string {
  return pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

/** Escapes text and attribute values; lot data comes from users and imports. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** "#abc" / "abc" / "#aabbcc" → "#aabbcc"; anything else → the fallback. */
export function normalizeHex(hex: string, fallback = '#9aa0a6'): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return fallback;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${h.toLowerCase()}`;
}

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(normalizeHex(hex).slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(r: number, g: number, b: number): string {
  const c = (x: number) => Math.max(0, Math.min(255, Math.round(x))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours, t = 0 → a, 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** k < 0 darkens towards black, k > 0 lightens towards white (|k| ≤ 1). */
export function shade(hex: string, k: number): string {
  return k >= 0 ? mix(hex, '#ffffff', Math.min(1, k)) : mix(hex, '#000000', Math.min(1, -k));
}

/** Relative luminance 0..1, to pick a readable ink over a colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A vertical linear gradient definition. */
export function vGradient(id: string, stops: readonly (readonly [number, string])[]): string {
  const s = stops.map(([o, c]) => `<stop offset="${num(o * 100)}%" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
}
