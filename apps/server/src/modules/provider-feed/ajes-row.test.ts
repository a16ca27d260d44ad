import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS } from '@jauc/contract';
import { onceLog } from './ajes-codes.js';
import { parseAjesRow, parseAjesRows, type ProviderLot, type SkipReason } from './ajes-row.js';

// Rows as the provider answers them: every value a string, keys upper-case (its JSON) or
// lower-case (what some resellers pass on). Values follow public clients' samples (decision 012).
const PRIUS = {
  ID: '41825671', LOT: '30412', AUCTION_TYPE: '0', AUCTION_DATE: '2025-06-05 09:30:00', AUCTION: 'USS Tokyo',
  MARKA_ID: '1', MODEL_ID: '101', MARKA_NAME: 'TOYOTA', MODEL_NAME: 'PRIUS', YEAR: '2016', TOWN: 'Tokyo',
  ENG_V: '1800', PW: '98,122', KUZOV: 'ZVW50', GRADE: 'S TOURING SELECTION', COLOR: 'PEARL', KPP: 'CVT',
  KPP_TYPE: '2', PRIV: 'FF', MILEAGE: '47,120', EQUIP: 'AC PS PW AW NAVI', RATE: '4.5', START: '1250000',
  FINISH: '', STATUS: '', TIME: 'H', AVG_PRICE: '1480000', AVG_STRING: '1450,1520,1390', LHDRIVE: '0',
  IMAGES: 'https://8.ajes.com/imgs/aaa&h=50#https://8.ajes.com/imgs/bbb&w=320#https://8.ajes.com/imgs/bbb#not a url',
  SERIAL: '1234567', INFO: '',
};
const lower = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.toLowerCase(), v]));
const ok = (raw: unknown, table: 'main' | 'stats' | 'one' = 'main'): ProviderLot => {
  const r = parseAjesRow(raw, table);
  if (!r.ok) throw new Error(`skipped: ${r.reason}`);
  return r.lot;
};

describe('parseAjesRow: a coming lot', () => {
  it.each([['upper-case keys', PRIUS], ['lower-case keys', lower(PRIUS)]])('reads %s', (_keys, raw) => {
    expect(ok(raw)).toEqual<ProviderLot>({
      providerId: 41825671, table: 'main', house: 'USS Tokyo', town: 'Tokyo',
      sessionStart: new Date('2025-06-05T00:30:00.000Z'), // 09:30 in Tokyo
      lotNo: 30412, makerName: 'TOYOTA', modelName: 'PRIUS', providerMakerId: 1, providerModelId: 101,
      year: 2016, engineCc: 1800, powerHp: 122, powerOptionsHp: [98, 122],
      chassisCode: 'ZVW50', chassisNo: 'ZVW50-1234567', grade: 'S TOURING SELECTION', colorCode: 'PEARL',
      transmissionCode: 'CVT', gearboxType: 'automatic', driveCode: 'FF', fuel: 'hybrid', mileageKm: 47120,
      condition: '4.5', interiorGrade: null, startPrice: 1_250_000, soldPrice: null, averagePrice: 1_480_000,
      priceHistory: [1_450_000, 1_520_000, 1_390_000], status: null,
      photos: ['https://8.ajes.com/imgs/aaa', 'https://8.ajes.com/imgs/bbb'],
      lowQualityPhotos: false, leftHandDrive: false, equipment: 'AC PS PW AW NAVI', info: '',
    });
  });

  it('reads a key in mixed case and numbers sent as numbers; info objects become JSON', () => {
    const { MARKA_NAME: _maker, YEAR: _year, INFO: _info, ...rest } = PRIUS;
    const lot = ok({ ...rest, Marka_Name: 'nissan', year: 2019, Info: { report: 'scratch' } });
    expect(lot.makerName).toBe('NISSAN');
    expect(lot.year).toBe(2019);
    expect(lot.info).toBe('{"report":"scratch"}');
  });
});

describe('parseAjesRow: results and stock', () => {
  it.each([
    ['Sold', AUCTION_STATUS.sold],
    ['SOLD', AUCTION_STATUS.sold],
    ['Nego sold', AUCTION_STATUS.soldNego],
    ['Not sold', AUCTION_STATUS.notSold],
    ['NOT_SOLD', AUCTION_STATUS.notSold],
    ['Cancelled', AUCTION_STATUS.cancelled],
    ['canceled', AUCTION_STATUS.cancelled],
    ['Removed', AUCTION_STATUS.removed],
    ['', null],
    ['Bought by dealer', AUCTION_STATUS.unknown],
  ])('status %j → %j', (status, code) => {
    expect(ok({ ...PRIUS, STATUS: status, FINISH: '1390000' }, 'stats').status).toBe(code);
  });

  it('logs an unknown status once, however many rows carry it', () => {
    const warnings: unknown[] = [];
    const log = onceLog({ warn: (...args: unknown[]) => void warnings.push(args) } as never);
    const rows = Array.from({ length: 5 }, (_, i) => ({ ...PRIUS, ID: String(100 + i), STATUS: 'Bought by dealer' }));
    const page = parseAjesRows(rows, 'stats', log);
    expect(page.lots.map((l) => l.status)).toEqual(Array(5).fill(AUCTION_STATUS.unknown));
    expect(warnings).toHaveLength(1);
  });

  it('reads a stock car: its price is finish, start and average mean nothing, no session needed', () => {
    const lot = ok({ ...PRIUS, AUCTION_DATE: '', LOT: '', START: '0', FINISH: '1680000', STATUS: 'Sold' }, 'one');
    expect([lot.sessionStart, lot.lotNo, lot.startPrice, lot.soldPrice, lot.averagePrice, lot.status]).toEqual([null, null, null, 1_680_000, null, null]);
  });
});

describe('parseAjesRow: values that need reading', () => {
  it.each<[string, Record<string, unknown>, Partial<ProviderLot>]>([
    ['a single power', { PW: '175' }, { powerHp: 175, powerOptionsHp: [175] }],
    ['no power', { PW: '' }, { powerHp: null, powerOptionsHp: [] }],
    ['mileage without separators', { MILEAGE: '5932' }, { mileageKm: 5932 }],
    ['mileage unreadable', { MILEAGE: '5,932K' }, { mileageKm: null }],
    ['mileage hidden by a demo code', { MILEAGE: 'http://avto.jp/get_code' }, { mileageKm: null }],
    ['an electric car', { TIME: 'E', ENG_V: '0' }, { fuel: 'electric', engineCc: null }],
    ['a diesel', { TIME: 'D' }, { fuel: 'diesel' }],
    ['no fuel mark: petrol', { TIME: '' }, { fuel: 'petrol' }],
    ['a timestamp in time: fuel unknown', { TIME: '2020-11-08 00:08:13' }, { fuel: null }],
    ['a manual gearbox', { KPP: 'mt', KPP_TYPE: '1' }, { transmissionCode: 'MT', gearboxType: 'manual' }],
    ['repaired grades', { RATE: 'RA' }, { condition: 'RA' }],
    ['a grade written 4.0', { RATE: '4.0' }, { condition: '4' }],
    ['an ungraded car', { RATE: '' }, { condition: '***' }],
    ['a grade outside our ranks', { RATE: 'rb' }, { condition: 'RB' }],
    ['a serial carrying the code', { SERIAL: 'zvw50-1234567' }, { chassisNo: 'ZVW50-1234567' }],
    ['a VIN', { KUZOV: '', SERIAL: 'WDD2050422R123456' }, { chassisNo: 'WDD2050422R123456' }],
    ['no serial', { SERIAL: '' }, { chassisNo: 'ZVW50' }],
    ['a left-hand-drive import', { LHDRIVE: '1' }, { leftHandDrive: true }],
    ['low-quality photos', { AUCTION_TYPE: '1' }, { lowQualityPhotos: true }],
    ['control characters', { GRADE: 'G\u0000 PKG\u0007', INFO: 'line 1\r\nline\u0001 2' }, { grade: 'G PKG', info: 'line 1\nline 2' }],
    ['the interior grade in info', { INFO: 'Inspection: 2026.03, Rate ext: B, Rate int: c' }, { interiorGrade: 'C' }],
    ['HTML entities in the grade', { GRADE: 'S&amp;T &#9734;' }, { grade: 'S&T ☆' }],
    ['a date without seconds', { AUCTION_DATE: '2025-06-05 10:00' }, { sessionStart: new Date('2025-06-05T01:00:00Z') }],
    ['a date without a time', { AUCTION_DATE: '2025-06-05' }, { sessionStart: new Date('2025-06-04T15:00:00Z') }],
    ['maker spelled another way', { MARKA_NAME: 'Mercedes-Benz', MODEL_NAME: 'c-class' }, { makerName: 'MERCEDES BENZ', modelName: 'C-CLASS' }],
    ['no photos', { IMAGES: '' }, { photos: [] }],
    ['a zero start price: none', { START: '0' }, { startPrice: null }],
    ['prices with separators', { START: '1,250,000' }, { startPrice: 1_250_000 }],
  ])('%s', (_what, change, expected) => {
    expect(ok({ ...PRIUS, ...change })).toMatchObject(expected);
  });
});

describe('parseAjesRow: bad rows are skipped with a reason', () => {
  it.each<[string, unknown, SkipReason]>([
    ['not an object', 'ID,LOT,…', 'not_an_object'],
    ['null', null, 'not_an_object'],
    ['an array', [PRIUS], 'not_an_object'],
    ['no id', { ...PRIUS, ID: '' }, 'bad_id'],
    ['an id that is not a number', { ...PRIUS, ID: 'oTqyOK8MrAxdNQ8' }, 'bad_id'],
    ['no auction house', { ...PRIUS, AUCTION: ' ' }, 'no_house'],
    ['the house hidden by a demo code', { ...PRIUS, AUCTION: 'http://avto.jp/get_code' }, 'no_house'],
    ['no date', { ...PRIUS, AUCTION_DATE: '' }, 'bad_date'],
    ['a date that is not a date', { ...PRIUS, AUCTION_DATE: 'next Tuesday' }, 'bad_date'],
    ['a zero date', { ...PRIUS, AUCTION_DATE: '0000-00-00 00:00:00' }, 'bad_date'],
    ['February 30th', { ...PRIUS, AUCTION_DATE: '2025-02-30 09:30:00' }, 'bad_date'],
    ['25 o’clock', { ...PRIUS, AUCTION_DATE: '2025-06-05 25:00:00' }, 'bad_date'],
    ['a lot number with letters', { ...PRIUS, LOT: 'A12' }, 'bad_lot_number'],
    ['no maker', { ...PRIUS, MARKA_NAME: '' }, 'no_maker'],
    ['no model', { ...PRIUS, MODEL_NAME: ' - ' }, 'no_model'],
    ['year 0', { ...PRIUS, YEAR: '0' }, 'bad_year'],
    ['no year', { ...PRIUS, YEAR: '' }, 'bad_year'],
    ['a year that is text', { ...PRIUS, YEAR: 'H28' }, 'bad_year'],
    ['a negative start price', { ...PRIUS, START: '-250000' }, 'negative_price'],
    ['a negative sold price', { ...PRIUS, FINISH: '-1' }, 'negative_price'],
    ['a price that is text', { ...PRIUS, AVG_PRICE: 'ask' }, 'bad_price'],
  ])('%s → %s', (_what, raw, reason) => {
    expect(parseAjesRow(raw, 'main')).toEqual({ ok: false, reason });
  });

  it('counts a page: good rows out, bad rows by reason', () => {
    const page = parseAjesRows(
      [PRIUS, { ...PRIUS, ID: '2', YEAR: '0' }, { ...PRIUS, ID: '3', MARKA_NAME: '' }, 42, { ...PRIUS, ID: '5', YEAR: '0' }],
      'main',
    );
    expect(page.lots.map((l) => l.providerId)).toEqual([41825671]);
    expect(page.skipped).toBe(4);
    expect(page.reasons).toEqual({ bad_year: 2, no_maker: 1, not_an_object: 1 });
  });
});
