import { clearanceFee } from './clearance-fee.js';
import { customsDuty } from './customs-duty.js';
import { type ExchangeRates, microRate } from './money.js';
import { inForce } from './tariff-dates.js';
import type { Fuel, IsoDate, Tariff } from './tariff-types.js';
import { utilizationFee } from './utilization-fee.js';
import type { VehicleAge } from './vehicle-age.js';

// The three payments at Russian customs, each as a figure or as the reason there is none. Electric
// cars pay 15 % duty plus excise and VAT under rules not in this tariff yet, so they get no figure
// rather than a wrong one (decision record 013).

export type Outcome = { code: string; rub: number; assumed: boolean } | { code: string; missing: string };

export interface CustomsCar {
  engineCc: number | null;
  powerHp: number | null;
  fuel: Fuel | null;
}

export function customsPayments(tariff: Tariff, car: CustomsCar, age: VehicleAge, date: IsoDate, valueMicroRub: bigint, rates: ExchangeRates): Outcome[] {
  const duty = inForce(tariff.personalDuty, date);
  const clearance = inForce(tariff.clearanceFee, date);
  const util = inForce(tariff.utilization, date);
  const electric = car.fuel === 'electric';
  return [
    electric ? { code: 'customs_duty', missing: 'electric_not_supported' }
    : !duty ? { code: 'customs_duty', missing: 'no_tariff_for_date' }
    : car.engineCc === null ? { code: 'customs_duty', missing: 'engine_cc_unknown' }
    : { code: 'customs_duty', ...customsDuty(duty, age.band, car.engineCc, valueMicroRub, microRate(rates, 'EUR')) },
    !clearance ? { code: 'customs_clearance_fee', missing: 'no_tariff_for_date' } : { code: 'customs_clearance_fee', ...clearanceFee(clearance, valueMicroRub) },
    electric ? { code: 'utilization_fee', missing: 'electric_not_supported' }
    : !util ? { code: 'utilization_fee', missing: 'no_tariff_for_date' }
    : { code: 'utilization_fee', ...utilizationFee(util, car.engineCc, car.powerHp, age.band === 'under3') },
  ];
}
