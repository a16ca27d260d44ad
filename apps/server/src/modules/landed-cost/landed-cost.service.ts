import {
  AUCTION_STATUS, tokyoParts, type LandedCostAnswer, type LandedCostEstimateQuery, type LandedCostQuery, type LandedCostResponse, type PageType,
} from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { fuelFromChassis } from '../export-rules/hybrid-chassis.js';
import { findLotPage } from '../lot/lot.repo.js';
import { pageTypeOf } from '../lots-core/bid-state.js';
import { lookUpProductionMonth } from '../production-month/production-month.routes.js';
import { findCountryName, findUserCountry } from './country-name.repo.js';
import { type CarForCost, landedCost } from './landed-cost.js';
import { lineLabel } from './line-labels.js';
import type { Fuel } from './tariff-types.js';
import { loadTariff, ratesOn } from './tariff.repo.js';
import { ASSUMED_PRODUCTION_MONTH, type Production } from './vehicle-age.js';

const FUELS: readonly Fuel[] = ['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'mild_hybrid', 'electric'];

type Price = Pick<CarForCost, 'priceYen' | 'priceSource'>;

/**
 * The car price the calculator starts from: the typed one; else the average when asked for;
 * else a stock car's fixed price, a sale's price, an auction lot's start price, the average.
 */
function carPrice(
  lot: { kind: 'auction' | 'stock'; status: number; startPrice: number | null; soldPrice: number | null },
  average: number | null, q: { price?: number; priceFrom?: 'start' | 'average' },
): Price | null {
  if (q.price !== undefined) return { priceYen: q.price, priceSource: 'typed' };
  const avg: Price | null = average !== null && average > 0 ? { priceYen: average, priceSource: 'average' } : null;
  if (q.priceFrom === 'average') return avg;
  const sold = lot.status === AUCTION_STATUS.sold || lot.status === AUCTION_STATUS.soldNego;
  if (lot.kind === 'stock' && lot.soldPrice) return { priceYen: lot.soldPrice, priceSource: 'fixed' };
  if (sold && lot.soldPrice) return { priceYen: lot.soldPrice, priceSource: 'sold' };
  if (lot.startPrice) return { priceYen: lot.startPrice, priceSource: 'start' };
  return avg;
}

/**
 * A car cannot be younger than today: a car of this year with the month unknown would be taken
 * as built in July; before July (or with a wrong month in the data) it counts as built this month.
 */
function productionOf(p: Production, today: string): Production {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const taken = p.month ?? ASSUMED_PRODUCTION_MONTH;
  return p.year > year || (p.year === year && taken > month) ? { year, month } : p;
}

/**
 * GET /{pageType}/landed-cost: the lot's landed cost in the viewer's country, customs cleared
 * today (Japan time, the server clock). The viewer may see the page (the route checked the
 * permission); a lot of another page type is answered like an unknown one, as the lot page does.
 */
export async function lotLandedCost(
  db: DbOrTx, user: AuthUser, pageType: PageType, q: LandedCostQuery & { carId: number; price?: number }, language: TextLanguage, now: Date,
): Promise<LandedCostResponse> {
  const page = await findLotPage(db, q.carId, user.id, now, { countBidsToday: false });
  if (!page?.viewer || pageTypeOf(page.lot, now) !== pageType) throw notFound('lot_not_found');
  const { lot, viewer } = page;
  const price = carPrice(lot, page.averagePrice, q);
  return costFor(db, viewer.countryId, language, now, async () => {
    if (!price) return null;
    const month = await lookUpProductionMonth(db, page.maker, lot.chassisNo);
    const fuel = (FUELS as readonly string[]).includes(lot.fuel ?? '') ? (lot.fuel as Fuel) : fuelFromChassis(page.maker, lot.chassisCode);
    return {
      ...price, engineCc: lot.engine > 0 ? lot.engine : null, powerHp: lot.horsePower && lot.horsePower > 0 ? lot.horsePower : null, fuel,
      production: month?.year && month.month ? { year: month.year, month: month.month } : { year: lot.year, month: null },
    };
  });
}

/**
 * GET /landed-cost/estimate: the stand-alone calculator, for a car the client describes (any
 * car, not a lot of the portal): the same answer as a lot's, with the typed price.
 */
export async function estimateLandedCost(db: DbOrTx, user: AuthUser, q: LandedCostEstimateQuery, language: TextLanguage, now: Date): Promise<LandedCostResponse> {
  const countryId = await findUserCountry(db, user.id);
  if (countryId === null) throw notFound();
  return costFor(db, countryId, language, now, async () => ({
    priceYen: q.price, priceSource: 'typed', engineCc: q.engineCc ?? null, powerHp: q.powerHp ?? null, fuel: q.fuel ?? null,
    production: { year: q.year, month: q.month ?? null },
  }));
}

/** The answer for a car in the viewer's country, customs cleared today (Japan time, the server clock). */
async function costFor(db: DbOrTx, countryId: number, language: TextLanguage, now: Date, carOf: () => Promise<CarForCost | null>): Promise<LandedCostResponse> {
  const country = { id: countryId, name: await findCountryName(db, countryId, language) };
  const none = (unavailable: LandedCostResponse['unavailable']): LandedCostResponse => ({ country, landedCost: null, unavailable });
  const tariff = await loadTariff(db, countryId);
  if (!tariff) return none('country_without_tariff');
  const customsDate = tokyoParts(now).date;
  const rates = await ratesOn(db, customsDate);
  if (!rates) return none('no_exchange_rates');
  const car = await carOf();
  if (!car) return none('price_unknown');

  const result = landedCost({ tariff, rates, customsDate, use: 'personal', car: { ...car, production: productionOf(car.production, customsDate) } });
  const label = (code: string) => lineLabel(code, language);
  const answer: LandedCostAnswer = {
    ...result,
    customsDate,
    price: { yen: car.priceYen, source: car.priceSource },
    lines: result.lines.map((l) => ({ ...l, label: label(l.code) })),
    missing: result.missing.map((m) => ({ ...m, label: label(m.code) })),
    nextChange: result.nextChange && { date: result.nextChange.date, what: result.nextChange.what.map((code) => ({ code, label: label(code) })) },
  };
  return { country, landedCost: answer, unavailable: null };
}
