import { MICRO } from './money.js';
import type { ClearanceFee } from './tariff-types.js';

/** The clearance fee for a declaration of customs value `valueMicroRub`; bands are inclusive at the top. */
export function clearanceFee(table: ClearanceFee, valueMicroRub: bigint): { rub: number; assumed: boolean } {
  const band = table.bands.find((b) => b.upToRub === null || valueMicroRub <= BigInt(b.upToRub) * MICRO);
  if (!band) throw new RangeError('the clearance fee bands must end with an open band');
  return { rub: band.feeRub, assumed: band.source?.startsWith('assumption:') ?? false };
}
