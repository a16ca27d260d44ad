import { describe, expect, it } from 'vitest';
import { BODY_STYLES, PHOTO_ANGLES, photoAngleForIndex, renderCarPhotoSvg } from './car-photo.js';
import { assertWellFormedSvg } from './svg-check.js';

const base = { bodyColorHex: '#1f4f8f', maker: 'TOYOTA', model: 'PRIUS', lotId: 1234, bodyStyle: 'hatchback' } as const;

describe('renderCarPhotoSvg', () => {
  it('draws every angle of every body style as a well-formed 640x480 SVG in the body colour', () => {
    for (const bodyStyle of BODY_STYLES) {
      for (const angle of PHOTO_ANGLES) {
        const svg = renderCarPhotoSvg({ ...base, bodyStyle, angle });
        expect(assertWellFormedSvg(svg), `${bodyStyle} ${angle}`).toBe('svg');
        expect(svg).toContain('viewBox="0 0 640 480"');
        expect(svg, `${bodyStyle} ${angle}`).toContain('#1f4f8f');
        expect(svg).not.toMatch(/NaN|Infinity|undefined/);
        expect(svg.length, `${bodyStyle} ${angle}`).toBeGreaterThan(1500);
        expect(svg.length, `${bodyStyle} ${angle}`).toBeLessThan(9000);
      }
    }
  });

  it('is deterministic and differs by angle, lot and colour', () => {
    const all = PHOTO_ANGLES.map((angle) => renderCarPhotoSvg({ ...base, angle }));
    expect(PHOTO_ANGLES.map((angle) => renderCarPhotoSvg({ ...base, angle }))).toEqual(all);
    expect(new Set(all).size).toBe(PHOTO_ANGLES.length);
    const front = renderCarPhotoSvg({ ...base, angle: 'front-34' });
    expect(renderCarPhotoSvg({ ...base, angle: 'front-34', lotId: 1235 })).not.toBe(front);
    expect(renderCarPhotoSvg({ ...base, angle: 'front-34', bodyColorHex: '#b3131e' })).not.toBe(front);
  });

  it('escapes the caption and falls back on unknown style and colour', () => {
    const svg = renderCarPhotoSvg({ ...base, angle: 'engine', maker: '<script>&', bodyStyle: 'hovercraft', bodyColorHex: 'nope' });
    expect(assertWellFormedSvg(svg)).toBe('svg');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;&#38;');
    const sedan = renderCarPhotoSvg({ ...base, angle: 'side', bodyStyle: 'sedan' });
    expect(renderCarPhotoSvg({ ...base, angle: 'side', bodyStyle: 'hovercraft' })).toBe(sedan);
  });
});

describe('photoAngleForIndex', () => {
  it('starts with the front three-quarter view and cycles through every angle', () => {
    expect(photoAngleForIndex(0)).toBe('front-34');
    expect(PHOTO_ANGLES.map((_, i) => photoAngleForIndex(i))).toEqual([...PHOTO_ANGLES]);
    expect(photoAngleForIndex(PHOTO_ANGLES.length)).toBe('front-34');
    expect(photoAngleForIndex(-1)).toBe(PHOTO_ANGLES[PHOTO_ANGLES.length - 1]);
  });
});

describe('assertWellFormedSvg (test support)', () => {
  it('rejects what a browser would reject', () => {
    expect(assertWellFormedSvg('<svg xmlns="x"><g a="1"><path d="M0 0"/></g><text>a &#60; b</text></svg>')).toBe('svg');
    for (const bad of ['<svg><g></svg>', '<svg a="1" a="2"/>', '<svg>&</svg>', '<svg><g x=1/></svg>', '<svg/><svg/>', 'text']) {
      expect(() => assertWellFormedSvg(bad), bad).toThrow();
    }
  });
});
