import { tokyoParts } from '@jauc/contract';

/** Shown for a missing value. */
export const DASH = '—';

/** `YYYY-MM-DD` and `HH:MM` in Japan time, whatever the viewer's zone (spec 1 §1). */
export function japanDateTime(iso: string): { date: string; time: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const { date, time } = tokyoParts(d);
  return { date, time };
}

/** "Toyota Prius 2015": what the lot is, for titles and image descriptions. */
export const carTitle = (car: { maker: string; model: string; year: number }) => [car.maker, car.model, car.year || ''].filter(Boolean).join(' ');
