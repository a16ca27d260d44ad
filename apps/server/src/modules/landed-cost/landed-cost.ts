import { customsPayments, type Outcome } from './customs-payments.js';
import { MICRO, type ExchangeRates, microRate, microToRub, roundDiv, toMicroRub } from './money.js';
import { nextTariffChange, type NextChange } from './tariff-changes.js';
import { inForce, isIsoDate } from './tariff-dates.js';
import type { FeeDefault, Fuel, IsoDate, Tariff } from './tariff-types.js';
import { type AgeBand, nextAgeBand, type Production, vehicleAge, type VehicleAge } from './vehicle-age.js';

// What a car bought at auction costs landed in Russia, line by line, for a person importing it for
// personal use. Pure: the tariff, the rates and the car come in; codes and amounts go out (labels
// are the route's job, in the viewer's language). Rounding: decision record 013 and money.ts.

export interface CarForCost {
  priceYen: number;
  priceSource: 'start' | 'average' | 'typed' | 'fixed' | 'sold';
  engineCc: number | null;
  powerHp: number | null;
  fuel: Fuel | null;
  production: Production;
}

export interface LandedCostInput {
  tariff: Tariff;
  rates: ExchangeRates;
  car: CarForCost;
  customsDate: IsoDate;
  use: 'personal';
  port?: string;
}

export interface CostLine {
  code: string;
  amount: number;
}

export interface Assumption {
  code: string;
  params: Record<string, string | number>;
}

export interface LandedCost {
  currency: 'RUB';
  rates: ExchangeRates;
  lines: CostLine[];
  /** Lines the calculator cannot give, with why; the total then leaves them out and the screen says so. */
  missing: { code: string; reason: string }[];
  total: number;
  totalJpy: number;
  assumptions: Assumption[];
  nextChange: NextChange | null;
  nextAgeBand: { date: IsoDate; band: AgeBand } | null;
}

const HYBRIDS: readonly Fuel[] = ['hybrid', 'plugin_hybrid', 'mild_hybrid'];
const FEE_ORDER = ['auction_fee', 'agent_fee', 'delivery_japan', 'freight'];

/** The portal's fee lines in force: one version per code (freight: for the port), the usual ones first. */
function feesInForce(fees: readonly FeeDefault[], date: IsoDate, port: string): FeeDefault[] {
  const codes = [...new Set(fees.map((f) => f.code))].sort((a, b) => rank(a) - rank(b));
  return codes.flatMap((code) => inForce(fees.filter((f) => f.code === code && (f.port === undefined || f.port === port)), date) ?? []);
}
const rank = (code: string): number => (FEE_ORDER.includes(code) ? FEE_ORDER.indexOf(code) : FEE_ORDER.length);

/** What the calculator takes as given, in codes the route words in the viewer's language. */
function standingAssumptions(input: LandedCostInput, age: VehicleAge): Assumption[] {
  const { car } = input;
  return [
    { code: 'rates_of', params: { date: input.rates.date } },
    { code: 'duty_for_use', params: { use: input.use } },
    { code: 'car_price', params: { source: car.priceSource } },
    { code: 'customs_value_is_car_price', params: {} },
    { code: 'age', params: { months: age.months, band: age.band, productionMonth: age.productionMonth, customsDate: input.customsDate } },
    ...(age.monthAssumed ? [{ code: 'production_month_assumed', params: { month: age.productionMonth.slice(5) } }] : []),
    ...(car.fuel === null ? [{ code: 'fuel_unknown_as_petrol', params: {} }] : []),
    ...(car.fuel !== null && HYBRIDS.includes(car.fuel) ? [{ code: 'hybrid_as_petrol', params: { fuel: car.fuel } }] : []),
  ];
}

export function landedCost(input: LandedCostInput): LandedCost {
  const { tariff, rates, car, customsDate } = input;
  if (!isIsoDate(customsDate) || !isIsoDate(rates.date)) throw new RangeError('customsDate and rates.date must be YYYY-MM-DD');
  const age = vehicleAge(car.production, customsDate);
  const assumptions = standingAssumptions(input, age);
  const valueMicro = toMicroRub(car.priceYen, 'JPY', rates);
  const fees = feesInForce(tariff.fees, customsDate, input.port ?? 'vladivostok');
  if (fees.length > 0) assumptions.push({ code: 'portal_fees', params: {} });

  const outcomes: Outcome[] = [
    { code: 'car_price', rub: microToRub(valueMicro), assumed: false },
    ...fees.map((f) => ({ code: f.code, rub: microToRub(toMicroRub(f.amount, f.currency, rates)), assumed: false })),
    ...customsPayments(tariff, car, age, customsDate, valueMicro, rates),
  ];
  const lines: CostLine[] = [];
  const missing: { code: string; reason: string }[] = [];
  for (const o of outcomes) {
    if ('missing' in o) missing.push({ code: o.code, reason: o.missing });
    else {
      lines.push({ code: o.code, amount: o.rub });
      if (o.assumed) assumptions.push({ code: 'figure_assumed', params: { line: o.code } });
    }
  }

  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const totalJpy = Number(roundDiv(BigInt(total) * MICRO, microRate(rates, 'JPY')));
  return {
    currency: 'RUB', rates, lines, missing, total, totalJpy, assumptions,
    nextChange: nextTariffChange(tariff, customsDate), nextAgeBand: nextAgeBand(car.production, customsDate),
  };
}
