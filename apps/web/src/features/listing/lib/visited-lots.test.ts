import { beforeEach, describe, expect, it } from 'vitest';
import { VISITED_LOTS_CAP } from '@jauc/contract';
import { VISITED_LOTS_KEY, markLotVisited, visitedLots, withVisited } from './visited-lots';

describe('visited lots', () => {
  beforeEach(() => {
    localStorage.clear();
    visitedLots.reload();
  });

  it('puts the opened lot first and keeps the rest in order', () => {
    expect(withVisited([3, 2, 1], 4)).toEqual([4, 3, 2, 1]);
    // Opening a lot again moves it to the front instead of listing it twice.
    expect(withVisited([3, 2, 1], 2)).toEqual([2, 3, 1]);
  });

  it('drops the oldest past the cap of 20', () => {
    for (let id = 1; id <= VISITED_LOTS_CAP + 5; id++) markLotVisited(id);
    const stored: number[] = JSON.parse(localStorage.getItem(VISITED_LOTS_KEY) ?? '[]');
    expect(stored).toHaveLength(VISITED_LOTS_CAP);
    expect(stored[0]).toBe(VISITED_LOTS_CAP + 5);
    expect(stored.at(-1)).toBe(6);
    expect(visitedLots.get()).toEqual(stored);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem(VISITED_LOTS_KEY, '{not json');
    visitedLots.reload();
    expect(visitedLots.get()).toEqual([]);
    localStorage.setItem(VISITED_LOTS_KEY, '[5,"x",7]');
    visitedLots.reload();
    expect(visitedLots.get()).toEqual([5, 7]);
  });
});
