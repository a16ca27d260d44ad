// The provider's stand-in for the e2e run of FEEDS=ajes (e2e/tests/ajes-feed.spec.ts): the API
// tests' stand-in (apps/server/test/helpers/ajes-stand-in.ts) on a fixed port, with coming lots
// from today (Tokyo), results of the days before, stock — and a maker the demo catalogue does
// not have (MITSUOKA), with coming lots and yesterday's results of its own.
import { fixedTable, generatedTable, rowsOf, type AjesFixtureRow } from '../apps/server/test/helpers/ajes-fixtures.js';
import { startAjesStandIn } from '../apps/server/test/helpers/ajes-stand-in.js';

export const AJES_STAND_IN_PORT = Number(process.env.AJES_STAND_IN_PORT || 8186);
const TOKYO_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const tokyoDay = (offsetDays: number) => new Date(Date.now() + TOKYO_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);

const ajes = await startAjesStandIn({ port: AJES_STAND_IN_PORT });
const origin = ajes.origin;
const mitsuoka = (id: number, lot: number, day: string, extra: Partial<AjesFixtureRow> = {}): AjesFixtureRow => ({
  ID: String(id), LOT: String(lot), AUCTION_TYPE: '0', AUCTION_DATE: `${day} 10:00:00`, AUCTION: 'USS Tokyo', MARKA_ID: '77', MODEL_ID: '7701',
  MARKA_NAME: 'MITSUOKA', MODEL_NAME: 'ROCK STAR', YEAR: '2019', TOWN: 'Tokyo', ENG_V: '1500', PW: '132', KUZOV: 'ND5RC', GRADE: 'S',
  COLOR: 'RED', KPP: 'MT', KPP_TYPE: '1', PRIV: 'FR', MILEAGE: '12,345', EQUIP: 'AC PS PW', RATE: '4.5', START: '2500000', FINISH: '', STATUS: '',
  TIME: '', AVG_PRICE: '2900000', AVG_STRING: '2800,2950', LHDRIVE: '0', IMAGES: [0, 1, 2, 3].map((n) => `${origin}/img?id=${id}&n=${n}`).join('#'),
  SERIAL: String(1_000_000 + id), INFO: 'Rate ext: B, Rate int: B', ...extra,
});

const main = [...rowsOf(generatedTable({ table: 'main', count: 300, imageBase: origin, baseDate: tokyoDay(0) }))];
ajes.setTable('main', fixedTable([...main, mitsuoka(60_000_001, 9001, tokyoDay(2)), mitsuoka(60_000_002, 9002, tokyoDay(3))]));
const stats = [...rowsOf(generatedTable({ table: 'stats', count: 600, imageBase: origin, baseDate: tokyoDay(0) }))];
ajes.setTable('stats', fixedTable([...stats, mitsuoka(20_000_001, 9101, tokyoDay(-1), { STATUS: 'Sold', FINISH: '2750000' })]));
ajes.setTable('one', generatedTable({ table: 'one', count: 30, imageBase: origin }));
console.log(`AJES stand-in at ${ajes.url} (code ${ajes.code})`);
