// Shapes of a destination's import tariff (decision record 013). Every part is a list of versions,
// each with the date it came into force and its source; the version in force on the customs date
// is the latest one that started on or before it. Later these become tables managers edit.

/** A calendar date, YYYY-MM-DD (string order is date order). */
export type IsoDate = string;

export type Currency = 'RUB' | 'JPY' | 'EUR' | 'USD';

/** Same values as the export rules' Fuel; kept here so the two modules stand alone. */
export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'plugin_hybrid' | 'mild_hybrid' | 'electric';

export interface Version {
  effectiveFrom: IsoDate;
  /** Document, date and address; `assumption: …` where it is not verified. */
  source: string;
}

/** A figure inside a version may name its own source, e.g. `assumption: …` for an unverified band. */
export interface Figure {
  source?: string;
}

/** Under 3 years: `percent` of the customs value, but not less than `minEurPerCc` (value up to `upToEur` inclusive). */
export interface ValueBand extends Figure {
  upToEur: number | null;
  percent: number;
  minEurPerCc: number;
}

/** Over 3 years: `eurPerCc` for engines up to `upToCc` inclusive. */
export interface CcBand extends Figure {
  upToCc: number | null;
  eurPerCc: number;
}

/** The single rate of duties and taxes on a car imported by a person for personal use (EAEU). */
export interface PersonalDuty extends Version {
  under3: readonly ValueBand[];
  from3to5: readonly CcBand[];
  over5: readonly CcBand[];
}

/** One power band of the rates above the personal-use line: coefficients times the base rate. */
export interface UtilizationRow extends Figure {
  /** Upper power bound, inclusive; the first row starts above the personal-use line. */
  upToHp: number | null;
  under3: number;
  over3: number;
}

export interface UtilizationVolume {
  /** Engine volume bound, inclusive; null = no bound. */
  upToCc: number | null;
  rows: readonly UtilizationRow[];
}

/** Утилизационный сбор for passenger cars with an engine: base rate × coefficient. */
export interface Utilization extends Version {
  baseRub: number;
  /** Personal use up to `maxHp` inclusive pays these coefficients whatever the engine size. */
  personal: { maxHp: number; under3: number; over3: number };
  /** Above the line, by engine volume then power; a band missing here is not in the data. */
  aboveLine: readonly UtilizationVolume[];
}

export interface ClearanceBand extends Figure {
  /** Customs value bound in roubles, inclusive; null = no bound. */
  upToRub: number | null;
  feeRub: number;
}

/** Сбор за таможенные операции, by the customs value. */
export interface ClearanceFee extends Version {
  bands: readonly ClearanceBand[];
}

/** A cost the portal adds (auction, agent, transport): the portal's default, which managers edit. */
export interface FeeDefault extends Version {
  code: string;
  amount: number;
  currency: Currency;
  /** Freight only: the port it takes the car to. */
  port?: string;
}

export interface Tariff {
  country: number;
  personalDuty: readonly PersonalDuty[];
  utilization: readonly Utilization[];
  clearanceFee: readonly ClearanceFee[];
  fees: readonly FeeDefault[];
}
