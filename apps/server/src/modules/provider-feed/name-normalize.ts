// Maker and model names as we store them, from the provider's spellings (docs/decisions/012).
// Our catalogue writes names upper-case with single spaces ("MERCEDES BENZ", "LAND CRUISER
// PRADO"); the provider and its resellers write the same makers several ways ("Mercedes-Benz",
// "MERCEDES BENZ", full-width letters from Japanese sources). A new maker or model is created
// with `normalize…Name`; an existing one is found by `nameKey`, which also ignores spaces and
// punctuation, so "LANDCRUISER PRADO" finds "LAND CRUISER PRADO" instead of becoming a twin.

/** Upper-case, NFKC (full-width → ASCII), one kind of dash, single spaces, no edge punctuation. */
function tidy(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\u2010-\u2015\u2212\u30fc]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/^[\s.,;:/-]+|[\s.,;:/-]+$/g, '');
}

/** Letters and digits only: the key two spellings of one name share. */
export function nameKey(name: string): string {
  return tidy(name).replace(/[^\p{L}\p{N}]/gu, '');
}

// Makers whose spellings differ by more than spacing and punctuation, keyed by `nameKey`, to
// the spelling of our catalogue. Only aliases seen in the provider's data or its clients'
// code; anything else stays as written (tidied), and a genuinely new maker is created so.
const MAKER_ALIASES: ReadonlyMap<string, string> = new Map([
  ['MERCEDESBENZ', 'MERCEDES BENZ'],
  ['MERCEDES', 'MERCEDES BENZ'],
  ['MBENZ', 'MERCEDES BENZ'],
  ['BENZ', 'MERCEDES BENZ'],
  ['VW', 'VOLKSWAGEN'],
  ['LANDROVER', 'LAND ROVER'],
  ['ROLLSROYCE', 'ROLLS-ROYCE'],
  ['ALFAROMEO', 'ALFA ROMEO'],
  ['ASTONMARTIN', 'ASTON MARTIN'],
  ['BMWMINI', 'MINI'],
  ['BMWALPINA', 'ALPINA'],
]);

export function normalizeMakerName(raw: string): string {
  const name = tidy(raw);
  return MAKER_ALIASES.get(nameKey(name)) ?? name;
}

/**
 * Models keep their own words: only case, width, dashes and spaces are tidied. The maker's name
 * is not stripped from the front — "MINI CROSSOVER" is a MINI model's real name.
 */
export function normalizeModelName(raw: string): string {
  return tidy(raw);
}
