import { createLocalValue } from './local-value';

/**
 * A list's page size, chosen from fixed options and kept in local storage under the list's own
 * key (spec 1 §9, spec 2 §9); anything unknown or missing falls back to the first option.
 */
export function createPageSize<const O extends readonly number[]>(key: string, options: O) {
  type Size = O[number];
  const fallback = options[0] as Size;
  const toSize = (value: string | number | null): Size => {
    const n = Number(value);
    return options.includes(n) ? (n as Size) : fallback;
  };
  return { ...createLocalValue<Size>(key, toSize, String), options, toSize };
}
