// The two close-up photos: the dashboard seen from the back seat (right-hand drive, as every
// Japanese-market car) and the engine bay with the bonnet up. The body colour shows on the
// bonnet through the windscreen and on the wings around the engine.
import { esc, num, shade, vGradient } from './svg.js';

export function drawInterior(bodyHex: string, seed: number): { defs: string; body: string } {
  const trim = ['#3a3c40', '#2b2c2f', '#8f7f66', '#4a3b31'][seed % 4] ?? '#3a3c40';
  const defs =
    vGradient('inSky', [[0, '#c6d6e6'], [1, '#f0f3f6']]) +
    vGradient('inHood', [[0, shade(bodyHex, 0.25)], [0.5, bodyHex], [1, shade(bodyHex, -0.25)]]) +
    vGradient('inDash', [[0, '#33363a'], [1, '#111214']]) +
    vGradient('inScreen', [[0, '#17324a'], [1, '#0b1621']]);
  const wheel = { cx: 455, cy: 338 };
  const parts = [
    `<rect width="640" height="480" fill="url(#inSky)"/>`,
    `<rect y="150" width="640" height="40" fill="#9aa1a8"/>`,
    `<path d="M60 235 Q320 178 580 235 L640 270 H0 Z" fill="url(#inHood)"/>`,
    `<path d="M0 0 H640 V40 Q320 70 0 40 Z" fill="${shade(trim, 0.1)}"/>`,
    `<polygon points="0,30 80,44 165,262 0,300" fill="#26282b"/>`,
    `<polygon points="640,30 560,44 475,262 640,300" fill="#26282b"/>`,
    `<rect x="282" y="48" width="76" height="22" rx="6" fill="#1c1d20"/>`,
    `<path d="M0 285 C150 238 490 238 640 285 V480 H0 Z" fill="url(#inDash)"/>`,
    `<path d="M20 282 C160 242 480 242 620 282" stroke="#4a4e53" stroke-width="3" fill="none"/>`,
    `<path d="M372 268 Q455 230 538 268 Z" fill="#0f1012"/>`,
  ];
  for (const gx of [420, 490]) {
    parts.push(`<circle cx="${gx}" cy="292" r="27" fill="#0b0c0e" stroke="#6f757c" stroke-width="2"/>`);
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (0.8 + (i * 1.4) / 8);
      parts.push(`<line x1="${num(gx + 22 * Math.cos(a))}" y1="${num(292 + 22 * Math.sin(a))}" x2="${num(gx + 18 * Math.cos(a))}" y2="${num(292 + 18 * Math.sin(a))}" stroke="#e8eef5" stroke-width="1.5"/>`);
    }
    const n = Math.PI * (1.1 + ((seed >>> (gx % 7)) % 5) * 0.12);
    parts.push(`<line x1="${gx}" y1="292" x2="${num(gx + 19 * Math.cos(n))}" y2="${num(292 + 19 * Math.sin(n))}" stroke="#ff4a2e" stroke-width="2.2"/>`);
  }
  parts.push(
    `<rect x="252" y="262" width="116" height="62" rx="5" fill="url(#inScreen)" stroke="#050506" stroke-width="4"/>`,
    `<path d="M262 312 L300 290 L330 298 L360 272" stroke="#e3e7ea" stroke-width="2.5" fill="none"/>`,
    `<path d="M270 270 L296 318 M318 268 L344 318" stroke="#5f8f6e" stroke-width="2" fill="none"/>`,
    `<circle cx="330" cy="298" r="4" fill="#3d8bff"/>`,
    `<rect x="262" y="336" width="96" height="30" rx="6" fill="#1b1c1f" stroke="#3d4045"/>`,
    `<circle cx="282" cy="351" r="9" fill="#5a5f65"/><circle cx="338" cy="351" r="9" fill="#5a5f65"/>`,
    `<rect x="120" y="300" width="70" height="18" rx="6" fill="#0c0d0e"/><rect x="570" y="300" width="56" height="18" rx="6" fill="#0c0d0e"/>`,
    `<path d="M40 360 H220" stroke="#2f3236" stroke-width="2"/>`,
    `<path d="M272 400 L348 400 L360 480 H260 Z" fill="#1a1b1d"/>`,
    `<rect x="298" y="392" width="24" height="34" rx="8" fill="#3b3e42"/><ellipse cx="310" cy="392" rx="15" ry="11" fill="#55595e"/>`,
    `<ellipse cx="${wheel.cx}" cy="${wheel.cy}" rx="104" ry="92" fill="none" stroke="#161719" stroke-width="17"/>`,
    `<path d="M358 346 L420 352 L490 352 L552 346" stroke="#1d1e21" stroke-width="16" fill="none"/>`,
    `<path d="M455 360 L455 428" stroke="#1d1e21" stroke-width="18"/>`,
    `<ellipse cx="${wheel.cx}" cy="${wheel.cy + 14}" rx="40" ry="31" fill="#222326"/>`,
    `<ellipse cx="${wheel.cx}" cy="${wheel.cy + 12}" rx="11" ry="8" fill="#b9bec4"/>`,
    `<path d="M20 480 Q28 418 120 410 Q205 412 214 480 Z" fill="${trim}"/>`,
    `<path d="M426 480 Q434 418 526 410 Q611 412 620 480 Z" fill="${trim}"/>`,
  );
  return { defs, body: parts.join('') };
}

export function drawEngineBay(bodyHex: string, maker: string, seed: number): { defs: string; body: string } {
  const defs =
    vGradient('ebWall', [[0, '#eceef1'], [1, '#c9cdd2']]) +
    vGradient('ebWing', [[0, shade(bodyHex, 0.22)], [0.4, bodyHex], [1, shade(bodyHex, -0.3)]]) +
    vGradient('ebCover', [[0, '#9aa0a7'], [1, '#4b5056']]) +
    '<pattern id="ebFins" width="5" height="6" patternUnits="userSpaceOnUse"><rect width="5" height="6" fill="#2f3337"/><rect width="2" height="6" fill="#55595e"/></pattern>';
  const coverText = esc(maker.toUpperCase().slice(0, 14));
  const parts = [
    `<rect width="640" height="480" fill="url(#ebWall)"/>`,
    `<path d="M70 0 H570 L612 78 H28 Z" fill="${shade(bodyHex, -0.35)}"/>`,
    `<path d="M124 10 H516 L548 64 H92 Z" fill="#3b3b3c"/>`,
    `<path d="M150 22 H490 M140 40 H500" stroke="#2e2e2f" stroke-width="3"/>`,
    `<polygon points="96,96 544,96 520,420 120,420" fill="#202224"/>`,
    `<polygon points="0,104 100,94 126,430 0,470" fill="url(#ebWing)"/>`,
    `<polygon points="640,104 540,94 514,430 640,470" fill="url(#ebWing)"/>`,
    `<path d="M100 94 L126 430 M540 94 L514 430" stroke="#0f1011" stroke-width="3"/>`,
    `<circle cx="156" cy="134" r="27" fill="#2e3033"/><circle cx="156" cy="134" r="9" fill="#55595e"/>`,
    `<circle cx="484" cy="134" r="27" fill="#2e3033"/><circle cx="484" cy="134" r="9" fill="#55595e"/>`,
    `<rect x="150" y="336" width="340" height="56" fill="url(#ebFins)"/>`,
    `<rect x="110" y="390" width="420" height="18" rx="3" fill="#17181a"/><rect x="306" y="386" width="28" height="12" rx="3" fill="#8e9398"/>`,
    `<rect x="116" y="162" width="92" height="96" rx="10" fill="#1c1d1f"/><rect x="124" y="170" width="76" height="10" rx="4" fill="#2b2d30"/>`,
    `<path d="M208 214 C232 214 226 246 250 246" stroke="#111213" stroke-width="16" fill="none"/>`,
    `<rect x="222" y="168" width="196" height="134" rx="18" fill="url(#ebCover)" stroke="#2d3034" stroke-width="3"/>`,
  ];
  for (let i = 0; i < 4; i++) parts.push(`<rect x="${240 + i * 44}" y="262" width="30" height="26" rx="5" fill="#41464c"/>`);
  parts.push(
    `<text x="320" y="226" text-anchor="middle" font-family="'Noto Sans CJK JP','Noto Sans JP',sans-serif" font-size="${coverText.length > 9 ? 15 : 20}" font-weight="700" fill="#2a2d31" letter-spacing="2">${coverText}</text>`,
    `<circle cx="392" cy="186" r="10" fill="#e2b21c" stroke="#8a6a0a"/>`,
    `<rect x="446" y="150" width="86" height="80" rx="6" fill="#1e1f21"/><rect x="446" y="150" width="86" height="16" rx="4" fill="#2c2e31"/>`,
    `<rect x="456" y="140" width="16" height="14" rx="2" fill="#c62828"/><rect x="506" y="140" width="16" height="14" rx="2" fill="#222"/>`,
    `<rect x="462" y="180" width="54" height="30" rx="3" fill="#d7d9db"/>`,
    `<rect x="452" y="258" width="66" height="64" rx="10" fill="#ece9e2" opacity="0.92"/><rect x="452" y="292" width="66" height="30" rx="8" fill="#e46c9c" opacity="0.8"/>`,
    `<circle cx="152" cy="304" r="13" fill="#2b63c9"/>`,
    `<rect x="236" y="118" width="40" height="32" rx="6" fill="#e9e5d6" opacity="0.9"/><circle cx="256" cy="118" r="8" fill="#202020"/>`,
    `<path d="M420 250 C450 252 440 300 470 330 M226 300 C200 320 190 330 180 336" stroke="#0e0f10" stroke-width="9" fill="none"/>`,
    `<rect y="420" width="640" height="60" fill="${shade(bodyHex, -0.05)}"/>`,
    `<rect x="170" y="432" width="300" height="34" rx="12" fill="#151617"/>`,
    `<path d="M0 420 H640" stroke="${shade(bodyHex, 0.35)}" stroke-width="3"/>`,
  );
  // Some engines wear a second, darker cover; vary so a gallery does not repeat exactly.
  if (seed % 3 === 0) parts.push(`<rect x="250" y="176" width="140" height="14" rx="6" fill="#2b2e32" opacity="0.6"/>`);
  return { defs, body: parts.join('') };
}
