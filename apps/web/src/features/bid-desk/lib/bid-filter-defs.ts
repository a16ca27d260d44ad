import type { TFunction } from 'i18next';
import type { BidFilterOption, BidFilterSet } from '@jauc/contract';
import type { BidFilterKey } from './bid-list-url';

/**
 * The filters of spec 2 §3 "Filter sets per role": the name in the filters answer, the query
 * key of the list call that takes its values, and how its labels are read. The server sends only
 * the viewer's set (manager, manager archive, client, dealer), so the page shows what it gets.
 */
export interface BidFilterDef {
  name: keyof BidFilterSet;
  key: BidFilterKey;
  /** Values that are codes the app translates under this namespace (statuses). */
  codes?: 'AuctionStatus' | 'BidStatus';
}

export const BID_FILTER_DEFS: readonly BidFilterDef[] = [
  { name: 'dates', key: 'auctionDate' },
  { name: 'auctions', key: 'auction' },
  { name: 'manager', key: 'manager' },
  { name: 'clients', key: 'user' },
  { name: 'chassisId', key: 'chassisId' },
  { name: 'condition', key: 'condition' },
  { name: 'mileage', key: 'mileage' },
  { name: 'status', key: 'status', codes: 'AuctionStatus' },
  { name: 'group', key: 'bidGroups' },
  { name: 'archiveStatus', key: 'archiveStatus', codes: 'BidStatus' },
];

export const filterDefByKey = (key: BidFilterKey) => BID_FILTER_DEFS.find((d) => d.key === key);

/** The filters present in an answer, in the page's order. */
export const presentFilters = (set: BidFilterSet | undefined) => BID_FILTER_DEFS.filter((d) => set?.[d.name] !== undefined);

/** The label of an option, translating status codes. */
export function optionLabel(def: BidFilterDef, option: BidFilterOption, t: TFunction): string {
  return def.codes ? String(t(`${def.codes}.${option.value}`, { defaultValue: option.label })) : option.label;
}
