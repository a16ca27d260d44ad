import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidFilterSet, DealerClientsResponse } from '@jauc/contract';
import type { FilterChip } from '../../../components/list/filter-chips';
import type { OptionItem } from '../../../components/list/option-list';
import { BID_FILTER_DEFS, optionLabel, presentFilters, type BidFilterDef } from '../lib/bid-filter-defs';
import { FILTER_KEYS, FLAG_FILTER_KEYS, type BidFilterKey, type BidFilterValues } from '../lib/bid-list-url';

export interface BidFilterOptions {
  def: BidFilterDef;
  /** The filter's name on screen. */
  label: string;
  options: OptionItem<string>[];
}

/** Chip ids: `key=value`, and `lotNo` for the lot-number search. */
export const LOT_CHIP = 'lotNo';
export const chipIdOf = (key: BidFilterKey, value: string) => `${key}=${value}`;
export function parseChipId(id: string): { key: BidFilterKey; value: string } | null {
  const at = id.indexOf('=');
  const key = id.slice(0, at) as BidFilterKey;
  return at > 0 && (FILTER_KEYS as readonly string[]).includes(key) ? { key, value: id.slice(at + 1) } : null;
}

/**
 * The filters of the page with their options as the filter bar and sheet show them (labels
 * translated, ids as text), and the chips of the applied values. A dealer's client filter lists
 * their clients with the number of bids of each (GET /bid/dealer-clients).
 */
export function useFilterOptions(set: BidFilterSet | undefined, applied: BidFilterValues, lotNo: string, dealerClients?: DealerClientsResponse['clientList']) {
  const { t } = useTranslation();
  const filters = useMemo<BidFilterOptions[]>(
    () =>
      presentFilters(set).map((def) => {
        const options =
          def.name === 'clients' && dealerClients
            ? dealerClients.map((c) => ({ value: String(c.value), label: c.company ? `${c.label} (${c.company})` : c.label, count: c.bids }))
            : (set?.[def.name] ?? []).map((o) => ({ value: String(o.value), label: optionLabel(def, o, t) }));
        return { def, label: t(`BidList.filter.${def.name}`), options };
      }),
    [set, dealerClients, t],
  );

  const chips = useMemo<FilterChip[]>(() => {
    const list: FilterChip[] = [];
    if (lotNo) list.push({ id: LOT_CHIP, label: t('Listing.lotNo', { lotNo }) });
    for (const key of FLAG_FILTER_KEYS) {
      if (applied[key]?.includes('1')) list.push({ id: chipIdOf(key, '1'), label: t(`BidList.flag.${key}`) });
    }
    for (const def of BID_FILTER_DEFS) {
      const values = applied[def.key];
      if (!values?.length) continue;
      const known = filters.find((f) => f.def.key === def.key);
      for (const value of values) {
        const option = known?.options.find((o) => o.value === value);
        const text = option?.label ?? (def.codes ? t(`${def.codes}.${value}`, { defaultValue: value }) : value);
        list.push({ id: chipIdOf(def.key, value), label: `${t(`BidList.filter.${def.name}`)}: ${text}` });
      }
    }
    return list;
  }, [applied, filters, lotNo, t]);

  return { filters, chips };
}
