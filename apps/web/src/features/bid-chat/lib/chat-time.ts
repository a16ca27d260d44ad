import { tokyoParts } from '@jauc/contract';

/** A chat or log time in Japan time, as every time of the portal is shown ("2025-03-04 10:30"). */
export function chatTime(iso: string): { date: string; time: string } {
  const parts = tokyoParts(new Date(iso));
  return { date: parts.date, time: parts.time };
}
