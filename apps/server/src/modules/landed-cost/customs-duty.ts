import { MICRO, hundredths, roundDiv } from './money.js';
import type { CcBand, Figure, PersonalDuty, ValueBand } from './tariff-types.js';
import type { AgeBand } from './vehicle-age.js';

// The single rate for personal use. Under 3 years it is the larger of a share of the customs value
// and a per-cc minimum, both chosen by the value in euro; older it is a rate per cc of engine.
// Everything stays in exact integers until the one rounding to whole roubles.

export interface DutyFigure {
  rub: number;
  /** The band used names an unverified source. */
  assumed: boolean;
}

const isAssumed = (figure: Figure): boolean => figure.source?.startsWith('assumption:') ?? false;

function valueBand(bands: readonly ValueBand[], valueMicroRub: bigint, eurMicro: bigint): ValueBand {
  const band = bands.find((b) => b.upToEur === null || valueMicroRub <= BigInt(b.upToEur) * eurMicro);
  if (!band) throw new RangeError('the under-3 duty bands must end with an open band');
  return band;
}

function ccBand(bands: readonly CcBand[], engineCc: number): CcBand {
  const band = bands.find((b) => b.upToCc === null || engineCc <= b.upToCc);
  if (!band) throw new RangeError('the per-cc duty bands must end with an open band');
  return band;
}

/**
 * The duty in roubles for a car of `engineCc` and customs value `valueMicroRub`, at `eurMicro`
 * millionths of a rouble per euro. Both alternatives are kept over a common denominator of 100
 * (percent, euro cents) and the larger is rounded once.
 */
export function customsDuty(table: PersonalDuty, band: AgeBand, engineCc: number, valueMicroRub: bigint, eurMicro: bigint): DutyFigure {
  const cc = BigInt(engineCc);
  if (band === 'under3') {
    const b = valueBand(table.under3, valueMicroRub, eurMicro);
    const share = valueMicroRub * BigInt(b.percent);
    const minimum = cc * hundredths(b.minEurPerCc) * eurMicro;
    return { rub: Number(roundDiv(share > minimum ? share : minimum, 100n * MICRO)), assumed: isAssumed(b) };
  }
  const b = ccBand(band === '3to5' ? table.from3to5 : table.over5, engineCc);
  return { rub: Number(roundDiv(cc * hundredths(b.eurPerCc) * eurMicro, 100n * MICRO)), assumed: isAssumed(b) };
}
