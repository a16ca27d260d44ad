import { formatYen, tokyoParts } from '@jauc/contract';

/** Shown for a missing price or value. */
export const DASH = '—';

/** `YYYY-MM-DD HH:MM` in Japan time, whatever the viewer's zone (spec 1 §1). */
export function formatAuctionDate(iso: string): { date: string; time: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const { date, time } = tokyoParts(d);
  return { date, time };
}

export const yenOrDash = (value: number | null | undefined) => (value === null || value === undefined ? DASH : formatYen(value));
