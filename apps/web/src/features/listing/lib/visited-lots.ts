import { useMemo } from 'react';
import { VISITED_LOTS_CAP } from '@jauc/contract';
import { createLocalValue } from '../../../lib/list/local-value';

export const VISITED_LOTS_KEY = 'visitedLots';

function decode(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)).slice(0, VISITED_LOTS_CAP) : [];
  } catch {
    return [];
  }
}

/** Lot ids opened from a listing, newest first (spec 1 §3 "Visited list"). */
export const visitedLots = createLocalValue<number[]>(VISITED_LOTS_KEY, decode, JSON.stringify);

/** The list after opening `id`: it moves to the front, and past the cap the oldest is dropped (spec 1 §4). */
export function withVisited(list: readonly number[], id: number): number[] {
  return [id, ...list.filter((v) => v !== id)].slice(0, VISITED_LOTS_CAP);
}

export const markLotVisited = (id: number) => visitedLots.set(withVisited(visitedLots.get(), id));

export function useVisitedLots(): ReadonlySet<number> {
  const list = visitedLots.use();
  return useMemo(() => new Set(list), [list]);
}
