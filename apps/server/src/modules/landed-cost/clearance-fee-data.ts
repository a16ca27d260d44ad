import type { ClearanceFee } from './tariff-types.js';

// Сбор за таможенные операции by the customs value of the declaration (Постановление Правительства РФ
// от 28.11.2024 № 1637; from 2026 as amended by № 1638 of 2025-10-23). Bands are inclusive at the top
// ("не превышает … включительно"). Whether a car a person declares for personal use pays this scale
// is itself an assumption (brokers' calculators apply it; decision record 013).

const NO_1637 =
  'Постановление № 1637 от 28.11.2024, in force 2025-01-01 — https://vinculum.ru/informatsiya/postanovleniya-pravitelstva/postanovlenie-pravitelstva-1637-ot-28-11-2024, ' +
  'https://base.spinform.ru/show_doc.fwx?rgn=163621; the 30,000 ₽ top rate over 7 million: https://tass.ru/ekonomika/25452885';
const NO_1638 =
  'Постановление № 1638 от 23.10.2025, in force 2026-01-01 — https://www.rzd-partner.ru/logistics/news/tamozhennye-sbory-vyrastut- (1,231 ₽; 21,344 ₽), ' +
  'https://www.buhgalteria.ru/news/stavki-tamozhennykh-sborov-budut-proindeksirovany-s-2026-goda.html (49,240 ₽; 73,860 ₽), https://tass.ru/ekonomika/25452885';
const INDEXED = 'assumption: the 2025 rate indexed as № 1638 states (11.7–15.3 %); the figure itself was not found in the sources read';

export const CLEARANCE_FEE: readonly ClearanceFee[] = [
  {
    effectiveFrom: '2025-01-01',
    source: NO_1637,
    bands: [
      { upToRub: 200_000, feeRub: 1_067 },
      { upToRub: 450_000, feeRub: 2_134 },
      { upToRub: 1_200_000, feeRub: 4_269 },
      { upToRub: 2_700_000, feeRub: 11_746 },
      { upToRub: 4_200_000, feeRub: 16_524 },
      { upToRub: 5_500_000, feeRub: 21_344 },
      { upToRub: 7_000_000, feeRub: 27_697, source: 'assumption: band and figure as remembered from № 1637; not found in the sources read' },
      { upToRub: null, feeRub: 30_000 },
    ],
  },
  {
    effectiveFrom: '2026-01-01',
    source: NO_1638,
    bands: [
      { upToRub: 200_000, feeRub: 1_231 },
      { upToRub: 450_000, feeRub: 2_462, source: INDEXED },
      { upToRub: 1_200_000, feeRub: 4_924, source: INDEXED },
      { upToRub: 2_700_000, feeRub: 13_541, source: INDEXED },
      { upToRub: 4_200_000, feeRub: 18_465, source: INDEXED },
      { upToRub: 5_500_000, feeRub: 21_344 },
      { upToRub: 10_000_000, feeRub: 49_240 },
      { upToRub: null, feeRub: 73_860 },
    ],
  },
];
