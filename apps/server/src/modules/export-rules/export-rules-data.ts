import type { CountryRules } from './export-rules-types.js';

// Japan's export bans as they bear on a used car, per destination. Sources and what could not be
// verified: docs/decisions/013-export-rules-and-tariffs.md. Later these rows live in a table that
// managers edit (with history); this list is the seed and the test fixture.

const METI_RUSSIA_FAQ = 'https://www.meti.go.jp/policy/external_economy/trade_control/02_export/17_russia/qa.html';

/** Russian Federation (country 183, COUNTRY_RUSSIA in the contract). */
const RUSSIA: CountryRules = {
  country: 183,
  rules: [
    {
      // 奢侈品 (luxury goods) list, 輸出貿易管理令 別表第二の三 第三号, amended 2022-03-29.
      kind: 'price_over_yen',
      limitYen: 6_000_000,
      effectiveFrom: '2022-04-05',
      source:
        'Export Trade Control Order (輸出貿易管理令) annex 2-3 item 3 (luxury goods) and its METI ordinance, amended 2022-03-29, ' +
        'in force 2022-04-05: passenger cars of a per-unit export value over ¥6,000,000 (1台当たりの輸出金額が600万円を超える); ' +
        `goods at or under the set value are outside the ban (${METI_RUSSIA_FAQ}); ` +
        'Jiji 2022-03-30 https://japannews.yomiuri.co.jp/politics/politics-government/20220330-16780 ("per-unit export price of over ¥6 million"); ' +
        'Asahi 2022-03-30 https://ajw-origin.potaufeu.asahi.com/ajw/articles/14585962 ("priced at more than 6 million yen when they pass through customs")',
    },
    {
      kind: 'engine_over_cc',
      limitCc: 1900,
      fuels: ['petrol', 'diesel'],
      effectiveFrom: '2023-08-09',
      source:
        'Cabinet decision 2023-07-28 amending the Export Trade Control Order, in force 2023-08-09: petrol and diesel cars, ' +
        'new and used, with an engine over 1,900 cc (排気量が1900CCを超えるガソリン車やディーゼル車) — ' +
        'NHK 2023-07-28 https://www3.nhk.or.jp/news/html/20230728/k10014145431000.html; ' +
        '"排気量1901cc以上の車両が対象" https://trafficnews.jp/post/510252/2 (2025-01)',
    },
    {
      // Mild hybrids are listed too, which is an assumption: decision record 013 says why and how to undo it.
      kind: 'fuel',
      fuels: ['hybrid', 'plugin_hybrid', 'mild_hybrid', 'electric'],
      effectiveFrom: '2023-08-09',
      source:
        'Same amendment, in force 2023-08-09: all hybrid cars (HV), plug-in hybrids (PHV) and electric cars (EV) ' +
        '(すべてのハイブリッド車(HV)、電気自動車(EV)、プラグインハイブリッド車(PHV)) — ' +
        'https://www.netdenjd.com/articles/-/288454 (2023-07-28); Reuters 2023-07-28 via ' +
        'https://www.timeslive.co.za/motoring/news/2023-07-28-japan-to-ban-some-car-exports-to-russia-from-august-9/. ' +
        'assumption: mild hybrids counted as hybrids (exporters are reported to ship them: https://sputniknews.jp/amp/20241202/19371345.html)',
    },
  ],
};

export const EXPORT_RULES: readonly CountryRules[] = [RUSSIA];
