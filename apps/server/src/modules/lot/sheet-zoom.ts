import { SHEET_HEIGHT, SHEET_WIDTH } from '../media/auction-sheet.js';

/** A rectangle of the auction sheet, in the sheet's own pixels (SHEET_WIDTH × SHEET_HEIGHT). */
export interface SheetArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the generated sheet (modules/media/auction-sheet.ts) the month-of-production block
 * shows: the model, year, chassis, engine and colour cells (x 20–600, y 100–240).
 */
export const CHASSIS_AREA: SheetArea = { x: 20, y: 100, width: 580, height: 140 };

const pct = (n: number) => `${Number((n * 100).toFixed(2))}%`;

/**
 * CSS background values that show `area` of the sheet filling a box of the area's aspect ratio.
 * The size scales the sheet so the area's width is the box width; a percentage position p puts
 * the point p of the image on the point p of the box, so p = offset / (image − box) per axis,
 * which in sheet pixels is x / (sheetWidth − width).
 */
export function sheetZoom(area: SheetArea, sheet = { width: SHEET_WIDTH, height: SHEET_HEIGHT }) {
  const px = sheet.width === area.width ? 0 : area.x / (sheet.width - area.width);
  const py = sheet.height === area.height ? 0 : area.y / (sheet.height - area.height);
  return {
    backgroundSize: pct(sheet.width / area.width),
    backgroundPosition: `${pct(px)} ${pct(py)}`,
    aspectRatio: `${area.width} / ${area.height}`,
  };
}
