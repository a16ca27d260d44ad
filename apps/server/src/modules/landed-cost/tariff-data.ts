import { CLEARANCE_FEE } from './clearance-fee-data.js';
import { PERSONAL_DUTY } from './duty-data.js';
import { FEE_DEFAULTS } from './fee-defaults.js';
import type { Tariff } from './tariff-types.js';
import { UTILIZATION } from './utilization-data.js';

/**
 * The default Russian tariff (country 183, COUNTRY_RUSSIA in the contract): the seed of the tables
 * managers will edit, and the fixture of the calculator's tests. Sources: decision record 013.
 */
export const RUSSIA_TARIFF: Tariff = {
  country: 183,
  personalDuty: PERSONAL_DUTY,
  utilization: UTILIZATION,
  clearanceFee: CLEARANCE_FEE,
  fees: FEE_DEFAULTS,
};
