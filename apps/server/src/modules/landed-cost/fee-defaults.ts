import type { FeeDefault } from './tariff-types.js';

// The portal's own costs between the auction and the port of arrival. These are not law: they are
// the portal's defaults, set here so the calculator has a figure from the first day, and managers
// replace them on the settings screen (each change a new version with its date).

const PORTAL = 'portal default: set by the portal, edited by managers on the settings screen';

export const FEE_DEFAULTS: readonly FeeDefault[] = [
  { code: 'auction_fee', amount: 25_000, currency: 'JPY', effectiveFrom: '2026-01-01', source: `${PORTAL} (the auction house's fee per car bought)` },
  { code: 'agent_fee', amount: 50_000, currency: 'JPY', effectiveFrom: '2026-01-01', source: `${PORTAL} (the portal's commission per car)` },
  { code: 'delivery_japan', amount: 35_000, currency: 'JPY', effectiveFrom: '2026-01-01', source: `${PORTAL} (auction yard to the port in Japan)` },
  { code: 'freight', port: 'vladivostok', amount: 1_000, currency: 'USD', effectiveFrom: '2026-01-01', source: `${PORTAL} (ro-ro from Japan to Vladivostok)` },
];
