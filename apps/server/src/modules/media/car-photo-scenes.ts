// Backgrounds and the caption shared by every photo angle: a photo studio or an auction yard.
import { esc, num, vGradient } from './svg.js';

export type Backdrop = 'studio' | 'yard';

/** Background and floor for an exterior shot; the car's wheels stand on groundY. */
export function backdrop(kind: Backdrop, groundY: number, seed: number): { defs: string; body: string } {
  const horizon = groundY - 120;
  if (kind === 'studio') {
    return {
      defs:
        vGradient('bgWall', [[0, '#f1f2f4'], [1, '#cdd1d6']]) +
        vGradient('bgFloor', [[0, '#b9bec4'], [1, '#8f959b']]) +
        '<radialGradient id="bgSpot" cx="0.5" cy="0.5" r="0.5"><stop offset="0%" stop-color="#fff" stop-opacity="0.75"/><stop offset="100%" stop-color="#fff" stop-opacity="0"/></radialGradient>',
      body:
        `<rect width="640" height="480" fill="url(#bgWall)"/>` +
        `<ellipse cx="320" cy="${num(horizon - 40)}" rx="300" ry="150" fill="url(#bgSpot)"/>` +
        `<rect y="${num(horizon)}" width="640" height="${num(480 - horizon)}" fill="url(#bgFloor)"/>` +
        `<rect y="${num(horizon)}" width="640" height="3" fill="#fff" opacity="0.35"/>`,
    };
  }
  // The yard: sky, a warehouse and a row of parked cars behind, asphalt with bay lines in front.
  const parts: string[] = [
    `<rect width="640" height="${num(horizon)}" fill="url(#bgSky)"/>`,
    `<rect y="${num(horizon - 70)}" width="640" height="70" fill="#aeb4ba"/>`,
    `<rect y="${num(horizon - 70)}" width="640" height="6" fill="#8e959c"/>`,
  ];
  for (let i = 0; i < 9; i++) {
    const x = ((seed >>> (i % 16)) % 23) + i * 74 - 10;
    const w = 52 + ((seed >>> i) % 14);
    const tone = ['#5d6670', '#c9ccd0', '#2f3338', '#8b939b', '#e4e5e6'][(seed + i) % 5];
    parts.push(`<rect x="${num(x)}" y="${num(horizon - 26)}" width="${num(w)}" height="26" rx="9" fill="${tone}"/>`);
    parts.push(`<rect x="${num(x + 10)}" y="${num(horizon - 36)}" width="${num(w - 22)}" height="14" rx="6" fill="${tone}"/>`);
  }
  parts.push(`<rect y="${num(horizon)}" width="640" height="${num(480 - horizon)}" fill="url(#bgFloor)"/>`);
  parts.push('<g fill="#e8e8e2" opacity="0.55">');
  for (let x0 = 40; x0 < 740; x0 += 150) {
    parts.push(`<polygon points="${num(x0)},${num(horizon)} ${num(x0 + 4)},${num(horizon)} ${num(x0 - 90)},480 ${num(x0 - 102)},480"/>`);
  }
  parts.push('</g>');
  return {
    defs: vGradient('bgSky', [[0, '#b9cde0'], [1, '#eef2f6']]) + vGradient('bgFloor', [[0, '#9a9ea3'], [1, '#66696d']]),
    body: parts.join(''),
  };
}

/** Maker and model bottom left, the lot number top right, as auction photo watermarks do. */
export function caption(maker: string, model: string, lotId: string | number): string {
  const label = esc(`${maker} ${model}`.trim());
  const width = Math.min(600, 16 + label.length * 7.4);
  return (
    `<g font-family="'Noto Sans CJK JP','Noto Sans JP',sans-serif" font-size="13" font-weight="700">` +
    `<rect x="10" y="448" width="${num(width)}" height="22" rx="4" fill="#000" opacity="0.45"/>` +
    `<text x="18" y="464" fill="#fff">${label}</text>` +
    `<text x="630" y="22" text-anchor="end" fill="#fff" stroke="#000" stroke-opacity="0.35" stroke-width="2" paint-order="stroke">LOT ${esc(String(lotId))}</text>` +
    `</g>`
  );
}
