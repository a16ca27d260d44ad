import { createHash } from 'node:crypto';
import { colorByName, findModelById } from '../../seed/catalog.js';
import { renderAuctionSheetSvg, type SheetLanguage } from './auction-sheet.js';
import { photoAngleForIndex, renderCarPhotoSvg } from './car-photo.js';
import type { MediaLot } from './media.repo.js';

/** The n-th photo (1-based) of a lot, or null past its image count. */
export function lotPhotoSvg(m: MediaLot, n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > m.lot.imageCount) return null;
  return renderCarPhotoSvg({
    bodyColorHex: colorByName(m.lot.color)?.hex ?? '',
    angle: photoAngleForIndex(n - 1),
    maker: m.maker,
    model: m.model,
    lotId: m.lot.id,
    bodyStyle: findModelById(m.lot.modelId)?.model.body ?? 'sedan',
  });
}

/** The auction sheet of a lot: the Japanese original or its English translation. */
export function lotSheetSvg(m: MediaLot, language: SheetLanguage): string {
  const { lot } = m;
  return renderAuctionSheetSvg(
    {
      id: lot.id,
      lotNo: lot.lotNo,
      auctionName: m.auctionName,
      auctionDate: lot.auctionDate.toISOString(),
      maker: m.maker,
      model: m.model,
      year: lot.year,
      chassis: lot.chassisNo,
      engine: lot.engine,
      mileage: lot.mileage,
      color: lot.color,
      gearbox: lot.gearbox,
      grade: lot.grade,
      condition: lot.condition,
      equip: lot.equip,
      interiorGrade: lot.interiorGrade,
      drive: lot.drive,
    },
    language,
  );
}

/** A strong validator of the bytes: the images are rendered on request, never stored. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
