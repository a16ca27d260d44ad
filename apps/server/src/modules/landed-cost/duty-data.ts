import type { PersonalDuty } from './tariff-types.js';

// The single rate (ЕТС) on a passenger car a person imports for personal use, by age: under 3 years
// a share of the customs value with a per-cc minimum that rises with the value; older, a rate per
// cc of engine. Sources and gaps: decision record 013.

const FCS_TABLE =
  'http://eng.customs.ru/index.php?option=com_content&view=article&id=1690:customs-duties-taxes&catid=37 ' +
  '(FCS: Agreement of 2010-06-18 on goods for personal use, annex 5 section IV item 12)';
const SECONDARY = 'assumption: rate as published by brokers and public calculators; the official text was not read';

export const PERSONAL_DUTY: readonly PersonalDuty[] = [
  {
    effectiveFrom: '2018-01-01',
    source:
      `Decision of the EEC Council No. 107 of 2017-12-20 (goods for personal use), annex 5, in force with the EAEU Customs Code ` +
      `on 2018-01-01 (date and annex number: assumption); the rates are those of ${FCS_TABLE}`,
    // "не более 3 лет": value bands in euro, upper bound inclusive ("не превышает").
    under3: [
      { upToEur: 8_500, percent: 54, minEurPerCc: 2.5 },
      { upToEur: 16_700, percent: 48, minEurPerCc: 3.5 },
      { upToEur: 42_300, percent: 48, minEurPerCc: 5.5 },
      { upToEur: 84_500, percent: 48, minEurPerCc: 7.5, source: `${SECONDARY} (the same minimum appears in https://www.kommersant.ru/doc/432715)` },
      { upToEur: 169_000, percent: 48, minEurPerCc: 15, source: `${SECONDARY} (the same minimum appears in https://www.kommersant.ru/doc/432715)` },
      { upToEur: null, percent: 48, minEurPerCc: 20, source: `${SECONDARY} (the same minimum appears in https://www.kommersant.ru/doc/432715)` },
    ],
    // "более 3 лет, но не более 5 лет", engine bands with the upper bound inclusive.
    from3to5: [
      { upToCc: 1000, eurPerCc: 1.5, source: SECONDARY },
      { upToCc: 1500, eurPerCc: 1.7, source: SECONDARY },
      { upToCc: 1800, eurPerCc: 2.5, source: SECONDARY },
      { upToCc: 2300, eurPerCc: 2.7, source: SECONDARY },
      { upToCc: 3000, eurPerCc: 3.0, source: SECONDARY },
      { upToCc: null, eurPerCc: 3.6, source: SECONDARY },
    ],
    // "более 5 лет".
    over5: [
      { upToCc: 1000, eurPerCc: 3.0, source: SECONDARY },
      { upToCc: 1500, eurPerCc: 3.2, source: SECONDARY },
      { upToCc: 1800, eurPerCc: 3.5, source: SECONDARY },
      { upToCc: 2300, eurPerCc: 4.8, source: SECONDARY },
      { upToCc: 3000, eurPerCc: 5.0, source: SECONDARY },
      { upToCc: null, eurPerCc: 5.7, source: SECONDARY },
    ],
  },
];
