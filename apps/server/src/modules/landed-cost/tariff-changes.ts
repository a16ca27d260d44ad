import { nextStart } from './tariff-dates.js';
import type { IsoDate, Tariff } from './tariff-types.js';

// "What changes on the next tariff date": the first day after the customs date on which any part
// of the tariff has a new version, and which parts (line codes). A clearance that slips past that
// day is charged the new figures; the screen says so next to the total.

export interface NextChange {
  date: IsoDate;
  what: string[];
}

export function nextTariffChange(tariff: Tariff, after: IsoDate): NextChange | null {
  const parts: { code: string; starts: readonly { effectiveFrom: IsoDate }[] }[] = [
    { code: 'customs_duty', starts: tariff.personalDuty },
    { code: 'customs_clearance_fee', starts: tariff.clearanceFee },
    { code: 'utilization_fee', starts: tariff.utilization },
    ...[...new Set(tariff.fees.map((f) => f.code))].map((code) => ({ code, starts: tariff.fees.filter((f) => f.code === code) })),
  ];
  const dated = parts.map((p) => ({ code: p.code, date: nextStart(p.starts, after) }));
  const date = dated.reduce<IsoDate | null>((first, p) => (p.date !== null && (first === null || p.date < first) ? p.date : first), null);
  return date === null ? null : { date, what: dated.filter((p) => p.date === date).map((p) => p.code) };
}
