import type { TextLanguage } from '../../lib/request-language.js';
import { driveName, gearboxName } from '../site/vehicle-terms.js';

// The variant description is stored in English as the catalog composes it
// ("Prius S 1800cc CVT 2WD", seed/catalog-production.ts): model and grade are names and stay,
// the displacement, gearbox and drive are words and are translated when the answer is sent.
const PATTERN = /^(.*?)\s*(\d+)cc (AT|CVT|MT|FA)(?: (2WD|4WD))?$/;
// Mid-sentence a word starts in lower case; an abbreviation (АКПП) stays as it is.
const midSentence = (s: string) => (/^.[a-zа-яё]/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** A production variant's description in the reader's language; anything unrecognised as stored. */
export function variantDescription(description: string, language: TextLanguage): string {
  if (language === 'en') return description;
  const m = PATTERN.exec(description);
  if (!m) return description;
  const [, name = '', cc = '', gearbox = '', drive] = m;
  const words = [gearboxName(gearbox, language), ...(drive ? [driveName(drive, language)] : [])].map(midSentence);
  return [name, `${cc} см³`, ...words].filter(Boolean).join(', ');
}
