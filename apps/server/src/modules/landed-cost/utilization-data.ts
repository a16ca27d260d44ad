import type { Utilization, UtilizationRow, UtilizationVolume } from './tariff-types.js';

// Утилизационный сбор on a passenger car with an engine (Постановление Правительства РФ от 26.12.2013
// № 1291 as amended, in force 2025-12-01): base rate × coefficient. A person importing for personal
// use pays 0.17 (3,400 ₽, up to 3 years) or 0.26 (5,200 ₽, older) up to 160 hp; above the line the
// coefficients by engine volume and power. Only the bands found in the sources are here; a car in
// a band that is missing gets no figure (the calculator says so) rather than a guessed one.

const PERSONAL_SOURCE =
  'Постановление № 1291 (ред. от 01.12.2025): base 20,000 ₽, personal use up to 160 hp 3,400 ₽ / 5,200 ₽, ' +
  'commercial rates above — https://news.mail.ru/economics/68919083/ (2025-12-01), https://www.vedomosti.ru/auto/news/2026/02/12/1176024-srok-uplati-utilsbora; ' +
  'coefficients: https://autopremiumgroup.ru/tablica-rascheta-util-sbora. 160 hp itself keeps the preference: cars "мощнее 160 лошадиных сил" lose it ' +
  '(news.mail.ru above) and the tables start the next band above 117.68 kW (= 160 hp)';

const DEC_2025 = 'https://autopremiumgroup.ru/tablica-rascheta-util-sbora (column "С 1 дек. по 1 янв.")';
const YEAR_2026 = 'https://encarrus.ru/news/tablitsa-utilbora-na-2026g; https://autopremiumgroup.ru/tablica-rascheta-util-sbora (column "С 1 января 2026 года")';

const row = (upToHp: number | null, under3: number, over3: number): UtilizationRow => ({ upToHp, under3, over3 });

/** Engine volume bands of the resolution: up to 1,000 cc, 1,000–2,000, 2,000–3,000, 3,000–3,500, above. */
const volumes = (upTo2000: readonly UtilizationRow[], upTo3000: readonly UtilizationRow[]): readonly UtilizationVolume[] => [
  { upToCc: 1000, rows: [] },
  { upToCc: 2000, rows: upTo2000 },
  { upToCc: 3000, rows: upTo3000 },
  { upToCc: 3500, rows: [] },
  { upToCc: null, rows: [] },
];

const personal = { maxHp: 160, under3: 0.17, over3: 0.26 };

export const UTILIZATION: readonly Utilization[] = [
  {
    effectiveFrom: '2025-12-01',
    source: `${PERSONAL_SOURCE}; rows: ${DEC_2025}`,
    baseRub: 20_000,
    personal,
    // The source shows 1.0–2.0 l up to 310 hp for this month; nothing for other volumes.
    aboveLine: volumes([row(190, 37.5, 62.2), row(220, 39.7, 66.0), row(250, 42.1, 69.9), row(280, 47.6, 76.6), row(310, 53.8, 83.8)], []),
  },
  {
    effectiveFrom: '2026-01-01',
    source: `${PERSONAL_SOURCE}; rows: ${YEAR_2026}`,
    baseRub: 20_000,
    personal,
    // 1.0–2.0 l complete; 2.0–3.0 l only up to 280 hp in the sources read.
    aboveLine: volumes(
      [
        row(190, 45.0, 74.64), row(220, 47.64, 79.2), row(250, 50.52, 83.88), row(280, 57.12, 91.92), row(310, 64.56, 100.56),
        row(340, 72.96, 110.16), row(370, 83.16, 120.6), row(400, 94.8, 132.0), row(430, 108.0, 144.6), row(460, 123.24, 158.4),
        row(500, 140.4, 173.4), row(null, 160.08, 189.84),
      ],
      [row(190, 115.34, 172.8), row(220, 118.2, 175.08), row(250, 120.12, 177.6), row(280, 126.0, 183.0)],
    ),
  },
];
