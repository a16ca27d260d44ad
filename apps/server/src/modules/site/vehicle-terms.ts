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

// The provider's codes (FEEDS=ajes, decision 019): lots keep them as the provider writes them
// (upper case), and both languages get a label here. Sources: decision 012 (priv values seen in
// public clients; kpp spellings of the auction sheets).
const PROVIDER_GEARBOX: Readonly<Record<string, { en: string; ru: string }>> = {
  FAT: { en: 'AT (floor shift)', ru: 'АКПП (селектор на полу)' },
  CAT: { en: 'AT (column shift)', ru: 'АКПП (селектор на руле)' },
  IAT: { en: 'AT (panel shift)', ru: 'АКПП (селектор на панели)' },
  DAT: { en: 'AT (dash shift)', ru: 'АКПП (селектор на панели)' },
  FCVT: { en: 'CVT (floor shift)', ru: 'Вариатор (селектор на полу)' },
  CCVT: { en: 'CVT (column shift)', ru: 'Вариатор (селектор на руле)' },
  ICVT: { en: 'CVT (panel shift)', ru: 'Вариатор (селектор на панели)' },
  DCT: { en: 'Dual-clutch (DCT)', ru: 'Робот с двумя сцеплениями (DCT)' },
  AMT: { en: 'Automated manual (AMT)', ru: 'Робот (AMT)' },
  SAT: { en: 'Semi-automatic', ru: 'Полуавтомат' },
  '4MT': { en: 'MT (4 speed)', ru: 'МКПП (4 ступени)' },
  '5MT': { en: 'MT (5 speed)', ru: 'МКПП (5 ступеней)' },
  '6MT': { en: 'MT (6 speed)', ru: 'МКПП (6 ступеней)' },
  '4F': { en: 'MT (4 speed, floor)', ru: 'МКПП (4 ступени)' },
  '5F': { en: 'MT (5 speed, floor)', ru: 'МКПП (5 ступеней)' },
  '6F': { en: 'MT (6 speed, floor)', ru: 'МКПП (6 ступеней)' },
  '4C': { en: 'MT (4 speed, column)', ru: 'МКПП (4 ступени, на руле)' },
};

const PROVIDER_DRIVE: Readonly<Record<string, { en: string; ru: string }>> = {
  FF: { en: 'Front-wheel drive (FF)', ru: 'Передний привод (FF)' },
  FR: { en: 'Rear-wheel drive (FR)', ru: 'Задний привод (FR)' },
  RR: { en: 'Rear engine, rear-wheel drive (RR)', ru: 'Задний привод, двигатель сзади (RR)' },
  MR: { en: 'Mid engine, rear-wheel drive (MR)', ru: 'Задний привод, двигатель в базе (MR)' },
  MIDSHIP: { en: 'Mid engine, rear-wheel drive (MR)', ru: 'Задний привод, двигатель в базе (MR)' },
  AWD: { en: 'All-wheel drive (AWD)', ru: 'Полный привод (AWD)' },
  FULLTIME4WD: { en: 'Full-time 4WD', ru: 'Постоянный полный привод' },
  PARTTIME4WD: { en: 'Part-time 4WD', ru: 'Подключаемый полный привод' },
};

const PROVIDER_COLOUR: Readonly<Record<string, { en: string; ru: string }>> = {
  GREY: { en: 'GRAY', ru: 'Серый' },
  'PEARL WHITE': { en: 'PEARL WHITE', ru: 'Белый перламутр' },
  'WHITE PEARL': { en: 'PEARL WHITE', ru: 'Белый перламутр' },
  NAVY: { en: 'NAVY', ru: 'Тёмно-синий' },
  'NAVY BLUE': { en: 'NAVY BLUE', ru: 'Тёмно-синий' },
  'DARK GREEN': { en: 'DARK GREEN', ru: 'Тёмно-зелёный' },
  'LIGHT GREEN': { en: 'LIGHT GREEN', ru: 'Светло-зелёный' },
  'DARK RED': { en: 'DARK RED', ru: 'Тёмно-красный' },
  'DARK GRAY': { en: 'DARK GRAY', ru: 'Тёмно-серый' },
  'DARK GREY': { en: 'DARK GRAY', ru: 'Тёмно-серый' },
  'LIGHT GRAY': { en: 'LIGHT GRAY', ru: 'Светло-серый' },
  'GUN METALLIC': { en: 'GUNMETAL', ru: 'Тёмно-серый металлик' },
  GUNMETAL: { en: 'GUNMETAL', ru: 'Тёмно-серый металлик' },
  'BLACK MICA': { en: 'BLACK MICA', ru: 'Чёрный слюда' },
  'SILVER METALLIC': { en: 'SILVER METALLIC', ru: 'Серебристый металлик' },
  CREAM: { en: 'CREAM', ru: 'Кремовый' },
  KHAKI: { en: 'KHAKI', ru: 'Хаки' },
  OTHER: { en: 'OTHER', ru: 'Другой' },
  'TWO TONE': { en: 'TWO-TONE', ru: 'Двухцветный' },
  '2 TONE': { en: 'TWO-TONE', ru: 'Двухцветный' },
};

const TABLES = { colour: COLOUR_RU, gearbox: GEARBOX_RU, drive: DRIVE_RU } as const;
const PROVIDER_TABLES = { colour: PROVIDER_COLOUR, gearbox: PROVIDER_GEARBOX, drive: PROVIDER_DRIVE } as const;
export type VehicleTerm = keyof typeof TABLES;

const keyOf = (code: string) => code.trim().toUpperCase().replace(/\s+/g, ' ');

/** A colour, gearbox or drive as the reader reads it; an unknown (free-text) value is shown as stored. */
export function vehicleTerm(kind: VehicleTerm, code: string, language: TextLanguage): string {
  const key = keyOf(code);
  const provider = PROVIDER_TABLES[kind][key];
  if (language === 'en') return provider?.en ?? code;
  return TABLES[kind][key] ?? provider?.ru ?? code;
}

/** Whether the table names `code` (a feed logs the codes it does not, once each). */
export function isKnownVehicleTerm(kind: VehicleTerm, code: string): boolean {
  const key = keyOf(code);
  return key === '' || key in TABLES[kind] || key in PROVIDER_TABLES[kind];
}

export const colourName = (colour: string, language: TextLanguage) => vehicleTerm('colour', colour, language);
export const gearboxName = (gearbox: string, language: TextLanguage) => vehicleTerm('gearbox', gearbox, language);
export const driveName = (drive: string, language: TextLanguage) => vehicleTerm('drive', drive, language);

// Whether an English row needs a copy: only when it holds a provider code with an English label.
const hasEnglishLabel = (kind: VehicleTerm, code: unknown) => typeof code === 'string' && keyOf(code) in PROVIDER_TABLES[kind];

/**
 * A row (listing lot, bid, purchase) with its colour, gearbox and drive in the reader's language.
 * Rows are built language-free so caches stay shared; this is applied when the answer is sent.
 */
export function withVehicleTerms<T extends { color?: string; gearbox?: string; drive?: string | null; priv?: string | null }>(
  row: T,
  language: TextLanguage,
): T {
  if (
    language === 'en' &&
    !hasEnglishLabel('colour', row.color) && !hasEnglishLabel('gearbox', row.gearbox) &&
    !hasEnglishLabel('drive', row.drive) && !hasEnglishLabel('drive', row.priv)
  ) {
    return row;
  }
  const out = { ...row };
  if (typeof row.color === 'string') out.color = colourName(row.color, language);
  if (typeof row.gearbox === 'string') out.gearbox = gearboxName(row.gearbox, language);
  if (typeof row.drive === 'string') out.drive = driveName(row.drive, language);
  if (typeof row.priv === 'string') out.priv = driveName(row.priv, language);
  return out;
}
