import type { TextLanguage } from '../../lib/request-language.js';

// The one translation source for the car words lots store as English codes: the 18 body colours
// of the catalog (seed/catalog-attributes.ts COLORS), the gearboxes and the drives
// (seed/catalog-types.ts). Lots keep the code, which is also the filter value; only the label a
// person reads is translated — on the lot page, the listing, every bid list and card, purchases,
// PDFs and e-mails alike.
const COLOUR_RU: Readonly<Record<string, string>> = {
  PEARL: 'Перламутровый',
  WHITE: 'Белый',
  BLACK: 'Чёрный',
  SILVER: 'Серебристый',
  GRAY: 'Серый',
  BLUE: 'Синий',
  'DARK BLUE': 'Тёмно-синий',
  RED: 'Красный',
  WINE: 'Бордовый',
  BROWN: 'Коричневый',
  BEIGE: 'Бежевый',
  GOLD: 'Золотистый',
  GREEN: 'Зелёный',
  'LIGHT BLUE': 'Голубой',
  YELLOW: 'Жёлтый',
  ORANGE: 'Оранжевый',
  PINK: 'Розовый',
  PURPLE: 'Фиолетовый',
};

const GEARBOX_RU: Readonly<Record<string, string>> = {
  AT: 'АКПП',
  CVT: 'Вариатор',
  MT: 'МКПП',
  FA: 'АКПП (селектор на полу)',
};

const DRIVE_RU: Readonly<Record<string, string>> = {
  '2WD': 'Привод на одну ось (2WD)',
  '4WD': 'Полный привод (4WD)',
};

const TABLES = { colour: COLOUR_RU, gearbox: GEARBOX_RU, drive: DRIVE_RU } as const;
export type VehicleTerm = keyof typeof TABLES;

/** A colour, gearbox or drive as the reader reads it; an unknown (free-text) value is shown as stored. */
export function vehicleTerm(kind: VehicleTerm, code: string, language: TextLanguage): string {
  if (language === 'en') return code;
  return TABLES[kind][code.trim().toUpperCase()] ?? code;
}

export const colourName = (colour: string, language: TextLanguage) => vehicleTerm('colour', colour, language);
export const gearboxName = (gearbox: string, language: TextLanguage) => vehicleTerm('gearbox', gearbox, language);
export const driveName = (drive: string, language: TextLanguage) => vehicleTerm('drive', drive, language);

/**
 * A row (listing lot, bid, purchase) with its colour, gearbox and drive in the reader's language.
 * Rows are built language-free so caches stay shared; this is applied when the answer is sent.
 */
export function withVehicleTerms<T extends { color?: string; gearbox?: string; drive?: string | null; priv?: string | null }>(
  row: T,
  language: TextLanguage,
): T {
  if (language === 'en') return row;
  const out = { ...row };
  if (typeof row.color === 'string') out.color = colourName(row.color, language);
  if (typeof row.gearbox === 'string') out.gearbox = gearboxName(row.gearbox, language);
  if (typeof row.drive === 'string') out.drive = driveName(row.drive, language);
  if (typeof row.priv === 'string') out.priv = driveName(row.priv, language);
  return out;
}
