import type { Fuel } from './export-rules-types.js';

// Chassis (model) codes of hybrid and electric cars sold in Japan. The fuel of a lot comes from the
// demo generator, the provider feed (H, E) or, failing both, from this list. A code missing here
// says nothing: fuelFromChassis answers null and the lot's fuel stays unknown.
//
// Each code names its source; `assumption:` marks codes taken from general knowledge of the model
// range and not checked against a maker's document (decision record 013).

const TOYOTA_CODES = 'https://en.wikipedia.org/wiki/List_of_Toyota_model_codes';
const TOYOTA_RULE = `${TOYOTA_CODES} (derived by its hybrid naming rule)`;
const ASSUMED = 'assumption: model code of this hybrid or electric model as commonly listed by Japanese auction sheets';
const SUZUKI_MILD = 'assumption: Suzuki mild hybrid (ISG motor-generator) as the maker names the grade マイルドハイブリッド';

type Entry = readonly [code: string, fuel: Fuel, source: string];

// Codes are unique within a maker, not across makers (Honda's GP3 is a Freed Hybrid, Subaru's GP3
// a petrol Impreza), so each block names the makers it belongs to; Toyota's codes also serve Lexus.
const TOYOTA: readonly Entry[] = [
  ['NHW10', 'hybrid', 'https://lemonbin.com/types-of-toyota-prius/ (Prius XW10 NHW10)'],
  ['NHW20', 'hybrid', TOYOTA_CODES],
  ['ZVW30', 'hybrid', `${TOYOTA_CODES}; http://autocade.net/index.php/Toyota_Prius_(ZVW30)`],
  ['ZVW35', 'plugin_hybrid', 'http://autocade.net/index.php/Toyota_Prius_(ZVW30) (ZVW35, plug-in hybrid)'],
  ['ZVW40', 'hybrid', TOYOTA_RULE], ['ZVW41', 'hybrid', TOYOTA_RULE],
  ['ZVW50', 'hybrid', TOYOTA_RULE], ['ZVW51', 'hybrid', TOYOTA_RULE], ['ZVW55', 'hybrid', TOYOTA_RULE],
  ['ZVW52', 'plugin_hybrid', ASSUMED],
  ['NHP10', 'hybrid', `${TOYOTA_CODES}; http://13.217.38.110/toyota-katashiki-code (NHP10 Aqua)`],
  ['MXPK10', 'hybrid', TOYOTA_CODES], ['MXPK11', 'hybrid', TOYOTA_RULE], ['MXPK15', 'hybrid', TOYOTA_RULE], ['MXPK16', 'hybrid', TOYOTA_RULE],
  ['MXPJ10', 'hybrid', TOYOTA_CODES], ['MXPJ15', 'hybrid', TOYOTA_RULE],
  ['MXPH10', 'hybrid', ASSUMED], ['MXPH15', 'hybrid', ASSUMED],
  ['NKE165', 'hybrid', `${TOYOTA_CODES} (NKE160 family)`], ['NHP170', 'hybrid', ASSUMED],
  ['ZWE211', 'hybrid', TOYOTA_CODES], ['ZWR80', 'hybrid', ASSUMED], ['ZYX10', 'hybrid', ASSUMED], ['ZYX11', 'hybrid', ASSUMED],
  ['ATH10', 'hybrid', TOYOTA_CODES], ['ATH20', 'hybrid', ASSUMED], ['AYH30', 'hybrid', ASSUMED], ['AHR20', 'hybrid', ASSUMED],
  ['AVV50', 'hybrid', TOYOTA_CODES], ['AXVH70', 'hybrid', TOYOTA_RULE], ['AWS210', 'hybrid', ASSUMED], ['AZSH20', 'hybrid', TOYOTA_RULE],
  ['AVU65', 'hybrid', ASSUMED], ['AXUH80', 'hybrid', TOYOTA_RULE], ['AXAH52', 'hybrid', TOYOTA_RULE], ['AXAH54', 'hybrid', TOYOTA_RULE],
  ['GYL10', 'hybrid', TOYOTA_CODES], ['GYL15', 'hybrid', TOYOTA_RULE], ['GYL25', 'hybrid', TOYOTA_RULE],
  ['GWS191', 'hybrid', `${TOYOTA_CODES} (GWS190 family)`], ['GVF50', 'hybrid', ASSUMED], ['ZWA10', 'hybrid', ASSUMED],
  ['AYZ10', 'hybrid', ASSUMED], ['AYZ15', 'hybrid', ASSUMED], ['AVE30', 'hybrid', ASSUMED], ['AVC10', 'hybrid', ASSUMED],
  ['AWL10', 'hybrid', ASSUMED], ['MZAH10', 'hybrid', TOYOTA_RULE],
  ['YEAM15', 'electric', TOYOTA_CODES], ['XEAM10', 'electric', TOYOTA_RULE], ['KMA10', 'electric', ASSUMED],
];

const HONDA: readonly Entry[] = [
  ['GP1', 'hybrid', 'https://leopaulsblog.com/2010/10/honda-fit-and-fit-rs-facelift.html (new Fit Hybrid GP1)'],
  ['GP2', 'hybrid', ASSUMED], ['GP3', 'hybrid', ASSUMED], ['GP4', 'hybrid', ASSUMED], ['GP5', 'hybrid', ASSUMED], ['GP6', 'hybrid', ASSUMED],
  ['GP7', 'hybrid', ASSUMED], ['GP8', 'hybrid', ASSUMED], ['GR3', 'hybrid', ASSUMED], ['GR4', 'hybrid', ASSUMED],
  ['GB7', 'hybrid', ASSUMED], ['GB8', 'hybrid', ASSUMED], ['RU3', 'hybrid', ASSUMED], ['RU4', 'hybrid', ASSUMED],
  ['RV5', 'hybrid', ASSUMED], ['RV6', 'hybrid', ASSUMED], ['ZE2', 'hybrid', ASSUMED], ['ZE3', 'hybrid', ASSUMED], ['ZE4', 'hybrid', ASSUMED],
  ['ZF1', 'hybrid', ASSUMED], ['ZF2', 'hybrid', ASSUMED], ['RC4', 'hybrid', ASSUMED], ['RP5', 'hybrid', ASSUMED],
  ['RT5', 'hybrid', ASSUMED], ['RT6', 'hybrid', ASSUMED], ['CR6', 'hybrid', ASSUMED], ['CV3', 'hybrid', ASSUMED],
  ['ZC7', 'electric', ASSUMED],
];

// e-POWER is a series hybrid: the engine only charges the battery.
const NISSAN: readonly Entry[] = [
  ['ZE0', 'electric', ASSUMED], ['AZE0', 'electric', ASSUMED],
  ['ZE1', 'electric', 'https://www.nissan.co.uk/owners/car-repair/car-owner-manual/manuals/iom/leaf/0ze1/e0/2023/storage-1.shtml (LEAF manual, model ZE1)'],
  ['FE0', 'electric', ASSUMED], ['B6AW', 'electric', ASSUMED],
  ['HE12', 'hybrid', ASSUMED], ['E13', 'hybrid', ASSUMED], ['SNE13', 'hybrid', ASSUMED], ['HFC27', 'hybrid', ASSUMED],
  ['HNT32', 'hybrid', ASSUMED], ['HV37', 'hybrid', ASSUMED], ['HY51', 'hybrid', ASSUMED],
];

const MITSUBISHI: readonly Entry[] = [
  ['GG2W', 'plugin_hybrid', ASSUMED], ['GG3W', 'plugin_hybrid', ASSUMED], ['GN0W', 'plugin_hybrid', ASSUMED], ['GL3W', 'plugin_hybrid', ASSUMED],
  ['HA3W', 'electric', ASSUMED], ['HA4W', 'electric', ASSUMED], ['B5AW', 'electric', ASSUMED],
  ['MB36S', 'mild_hybrid', SUZUKI_MILD], ['MB37S', 'mild_hybrid', SUZUKI_MILD], // Delica D:2, built by Suzuki
];

// Suzuki's mild hybrids; MA46S is Solio's full hybrid. Mazda's Flair (MJ55S) is a Suzuki Wagon R.
const SUZUKI: readonly Entry[] = [
  ['MA36S', 'mild_hybrid', SUZUKI_MILD], ['MA37S', 'mild_hybrid', SUZUKI_MILD], ['MH55S', 'mild_hybrid', SUZUKI_MILD],
  ['MK53S', 'mild_hybrid', SUZUKI_MILD], ['MR52S', 'mild_hybrid', SUZUKI_MILD], ['HA37S', 'mild_hybrid', SUZUKI_MILD],
  ['MA46S', 'hybrid', ASSUMED],
];

const BLOCKS: readonly { makers: readonly string[]; entries: readonly Entry[] }[] = [
  { makers: ['TOYOTA', 'LEXUS'], entries: TOYOTA },
  { makers: ['HONDA'], entries: HONDA },
  { makers: ['NISSAN'], entries: NISSAN },
  { makers: ['MITSUBISHI'], entries: MITSUBISHI },
  { makers: ['SUZUKI'], entries: SUZUKI },
  { makers: ['MAZDA'], entries: [['MJ55S', 'mild_hybrid', SUZUKI_MILD]] },
  { makers: ['SUBARU'], entries: [['GPE', 'hybrid', ASSUMED], ['GTE', 'hybrid', ASSUMED], ['SKE', 'hybrid', ASSUMED]] }, // e-BOXER
  { makers: ['DAIHATSU'], entries: [['A202S', 'hybrid', ASSUMED]] }, // e-SMART HYBRID, series
];

export interface HybridChassis {
  maker: string;
  code: string;
  fuel: Fuel;
  source: string;
}

export const HYBRID_CHASSIS: readonly HybridChassis[] = BLOCKS.flatMap((b) =>
  b.makers.flatMap((maker) => b.entries.map(([code, fuel, source]) => ({ maker, code, fuel, source }))),
);
const BY_KEY = new Map(HYBRID_CHASSIS.map((c) => [`${c.maker} ${c.code}`, c.fuel]));

/** "Mercedes-Benz" → "MERCEDESBENZ": makers compared as the catalog compares them. */
const makerKey = (maker: string): string => maker.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/**
 * The fuel a maker's chassis code or chassis number ("ZVW30", "zvw30-1234567", "AYH30W") tells, or
 * null. A body letter after the code (AYH30W, NKE165G, ZWR80W) is dropped when the full form is not listed.
 */
export function fuelFromChassis(maker: string, chassis: string): Fuel | null {
  const key = makerKey(maker);
  const code = chassis.trim().toUpperCase().split('-')[0] ?? '';
  const listed = BY_KEY.get(`${key} ${code}`);
  if (listed) return listed;
  const bodyLetter = /^([A-Z0-9]*\d)[A-Z]$/.exec(code);
  return bodyLetter?.[1] ? (BY_KEY.get(`${key} ${bodyLetter[1]}`) ?? null) : null;
}
