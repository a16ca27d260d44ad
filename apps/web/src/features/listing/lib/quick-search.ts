import { digitsOnly } from '@jauc/contract';
import type { ListingUrlState } from './listing-url';

/** Lot numbers are plain integers of up to nine digits (the server reads such a term as a lot number). */
export const LOT_NUMBER_MAX_DIGITS = 9;

/** The quick search box keeps digits only: pasted "Lot #12 345" becomes "12345". */
export const sanitizeLotNumber = (typed: string): string => digitsOnly(typed).slice(0, LOT_NUMBER_MAX_DIGITS);

/** `state` searching for `text`; an empty text removes the parameter. */
export function withSearch(state: ListingUrlState, text: string): ListingUrlState {
  const { search: _search, ...rest } = state;
  const search = text.trim();
  return search ? { ...rest, search } : rest;
}
