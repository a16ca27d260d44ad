import type { TextLanguage } from '../../lib/request-language.js';

// The variant description is stored in English as the catalog composes it
// ("Prius S 1800cc CVT 2WD", seed/catalog-production.ts): model and grade are names and stay,
// the displacement, gearbox and drive are words and are translated when the answer is sent.
const PATTERN = /^(.*?)\s*(\d+)cc (AT|CVT|MT|FA)(?: (2WD|4WD))?$/;
const GEARBOX_RU: Readonly<Record<string, string>> = { AT: 'АКПП', CVT: 'вариатор', MT: 'МКПП', FA: 'АКПП (селектор на полу)' };
const DRIVE_RU: Readonly<Record<string, string>> = { '2WD': 'привод на одну ось (2WD)', '4WD': 'полный привод (4WD)' };

/** A production variant's description in the reader's language; anything unrecognised as stored. */
export function variantDescription(description: string, language: TextLanguage): string {
  if (language === 'en') return description;
  const m = PATTERN.exec(description);
  if (!m) return description;
  const [, name = '', cc = '', gearbox = '', drive] = m;
  return [name, `${cc} см³`, GEARBOX_RU[gearbox] ?? gearbox, ...(drive ? [DRIVE_RU[drive] ?? drive] : [])].filter(Boolean).join(', ');
}
