import type { Utilization } from './tariff-types.js';

// The utilization fee for a person importing for personal use: the preferential coefficient up to
// the power line, the rates above it by engine volume and power. A band the data lacks gives no
// figure: the calculator lists the line as missing instead of inventing one.

export type UtilizationFigure =
  | { rub: number; assumed: boolean }
  | { missing: 'power_unknown' | 'engine_cc_unknown' | 'rate_not_in_tariff' };

export function utilizationFee(schedule: Utilization, engineCc: number | null, powerHp: number | null, under3: boolean): UtilizationFigure {
  if (powerHp === null) return { missing: 'power_unknown' };
  const pick = (c: { under3: number; over3: number }): number => Math.round(schedule.baseRub * (under3 ? c.under3 : c.over3));
  if (powerHp <= schedule.personal.maxHp) return { rub: pick(schedule.personal), assumed: false };
  if (engineCc === null) return { missing: 'engine_cc_unknown' };
  const volume = schedule.aboveLine.find((v) => v.upToCc === null || engineCc <= v.upToCc);
  const row = volume?.rows.find((r) => r.upToHp === null || powerHp <= r.upToHp);
  if (!row) return { missing: 'rate_not_in_tariff' };
  return { rub: pick(row), assumed: row.source?.startsWith('assumption:') ?? false };
}
