// ISO 3166-1 alpha-2 codes of the country reference table by id (apps/server/src/modules/site/
// countries.ts, ids 1..249 in English alphabetical order; a server test checks they agree).
// Two letters per id, so the web can tell a phone number's country from the chosen country id
// without a request.
const CODES =
  'AFAXALDZASADAOAIAQAGARAMAWAUATAZBSBHBDBBBYBEBZBJBMBTBOBABWBVBRIOVGBNBGBFBIKHCMCACVBQKYCFTDCLCNCXCCCO' +
  'KMCGCDCKCRCIHRCUCWCYCZDKDJDMDOECEGSVGQEREESZETFKFOFJFIFRGFPFTFGAGMGEDEGHGIGRGLGDGPGUGTGGGNGWGYHTHMHN' +
  'HKHUISINIDIRIQIEIMILITJMJPJEJOKZKEKIKWKGLALVLBLSLRLYLILTLUMOMGMWMYMVMLMTMHMQMRMUYTMXFMMDMCMNMEMSMAMZ' +
  'MMNANRNPNLNCNZNINENGNUNFKPMKMPNOOMPKPWPSPAPGPYPEPHPNPLPTPRQARERORURWWSSMSTSASNRSSCSLSGSXSKSISBSOZAGS' +
  'KRSSESLKBLSHKNLCMFPMVCSDSRSJSECHSYTWTJTZTHTLTGTKTOTTTNTRTMTCTVUMVIUGUAAEGBUSUYUZVUVAVEVNWFEHYEZMZW';

/** The ISO alpha-2 code of a country id of the reference table, or null for an unknown id. */
export function countryIsoCode(id: number | null | undefined): string | null {
  if (!id || !Number.isInteger(id) || id < 1 || id * 2 > CODES.length) return null;
  return CODES.slice(id * 2 - 2, id * 2);
}
