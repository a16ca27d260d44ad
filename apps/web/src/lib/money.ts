import { formatYen } from '@jauc/contract';

/** Yen with the sign before the symbol: "-¥460 000", not "¥-460 000". */
export const signedYen = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : value < 0 ? `-${formatYen(-value)}` : formatYen(value);
