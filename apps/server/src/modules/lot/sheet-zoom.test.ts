import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHASSIS_AREA, sheetZoom } from './sheet-zoom.js';

/** Where a box of the area's aspect ratio, 1 unit wide, shows the sheet: its left/top edge in sheet pixels. */
function shownOrigin(zoom: ReturnType<typeof sheetZoom>, sheet: { width: number; height: number }, boxHeight: number) {
  const size = parseFloat(zoom.backgroundSize) / 100; // image width in box widths
  const [px, py] = zoom.backgroundPosition.split(' ').map((v) => parseFloat(v) / 100) as [number, number];
  const imageH = size * (sheet.height / sheet.width);
  const offsetX = (size - 1) * px;
  const offsetY = (imageH - boxHeight) * py;
  const scale = sheet.width / size; // sheet pixels per box unit
  return { x: offsetX * scale, y: offsetY * scale };
}

describe('sheetZoom', () => {
  it('zooms on the chassis and model cells of the sheet', () => {
    expect(sheetZoom(CHASSIS_AREA)).toEqual({ backgroundSize: '137.93%', backgroundPosition: '9.09% 10.42%', aspectRatio: '580 / 140' });
  });

  it('shows the area at the top-left corner of the box, whatever the area', () => {
    const sheet = { width: 800, height: 1100 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 50, max: 100 }), fc.integer({ min: 50, max: 100 }), (x, y, width, height) => {
        const zoom = sheetZoom({ x, y, width, height }, sheet);
        const origin = shownOrigin(zoom, sheet, height / width);
        expect(Math.abs(origin.x - x)).toBeLessThan(2);
        expect(Math.abs(origin.y - y)).toBeLessThan(2);
      }),
    );
  });

  it('the whole sheet is shown as it is', () => {
    expect(sheetZoom({ x: 0, y: 0, width: 800, height: 1100 })).toEqual({ backgroundSize: '100%', backgroundPosition: '0% 0%', aspectRatio: '800 / 1100' });
  });
});
