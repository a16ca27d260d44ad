import { useTranslation } from 'react-i18next';
import type { PageType } from '@jauc/contract';
import { useFilterData } from '../../api/get-filters';
import { useMakers, type FacetView } from '../../api/get-makers';
import { useModelLists } from '../../api/get-models';
import { statusLabelKey } from '../../../../components/ui/auction-status';
import { weekdayOf } from '../../lib/date-input';
import type { FilterChip } from '../../lib/filter-chips';
import type { ListingUrlState } from '../../lib/listing-url';
import { formatRangeValue } from '../../lib/range-input';

/**
 * The text of each applied chip. Makers, models and auctions are named from their lists (the
 * makers and models of the filters' view), which are loaded only when such a chip is shown; until
 * then the chip shows the id.
 */
export function useChipLabel(pageType: PageType, state: ListingUrlState, view: FacetView) {
  const { t } = useTranslation();
  const makers = useMakers(pageType, view, !!state.maker?.length);
  const modelMakers = state.model?.length ? (state.maker ?? []) : [];
  const models = useModelLists(pageType, modelMakers, view);
  const filters = useFilterData(pageType, !!state.auction?.length);
  // The view's lists hold only makers and models with lots still taking bids: one chosen without
  // any is named from the lists of every lot (loaded only then).
  const missing = (ids: readonly number[] | undefined, list: ReadonlyArray<{ value: number }> | undefined) =>
    view !== undefined && list !== undefined && !!ids?.some((id) => !list.some((o) => o.value === id));
  const modelData = models.every((q) => q.data) ? models.flatMap((q) => q.data ?? []) : undefined;
  const allMakers = useMakers(pageType, undefined, missing(state.maker, makers.data));
  const allModels = useModelLists(pageType, missing(state.model, modelData) ? modelMakers : [], undefined);

  const find = (id: number, list: ReadonlyArray<{ value: string | number; label: string }> | undefined) => list?.find((o) => Number(o.value) === id)?.label;
  const named = (id: number, list: ReadonlyArray<{ value: string | number; label: string }> | undefined, all?: ReadonlyArray<{ value: string | number; label: string }>) =>
    find(id, list) ?? find(id, all) ?? `#${id}`;

  return (chip: FilterChip): string => {
    if ('range' in chip) {
      const field = t(`Filters.rangeLabel.${chip.key}`);
      const from = chip.range.from === null ? null : formatRangeValue(chip.key, chip.range.from);
      const to = chip.range.to === null ? null : formatRangeValue(chip.key, chip.range.to);
      if (from !== null && to !== null) return t('Filters.chip.range', { field, from, to });
      return from !== null ? t('Filters.chip.rangeFrom', { field, from }) : t('Filters.chip.rangeTo', { field, to });
    }
    switch (chip.key) {
      case 'search':
        return t('Filters.chip.search', { value: chip.value });
      case 'date':
        return `${t(`Filters.weekday.${weekdayOf(String(chip.value))}`)} ${chip.value}`;
      case 'maker':
        return named(Number(chip.value), makers.data, allMakers.data);
      case 'model':
        return named(Number(chip.value), modelData, allModels.flatMap((q) => q.data ?? []));
      case 'status':
        return t('Filters.chip.value', { field: t('Filters.field.status'), value: t(statusLabelKey(Number(chip.value))) });
      case 'auction':
        return t('Filters.chip.value', { field: t('Filters.field.auction'), value: named(Number(chip.value), filters.data?.auction) });
      default:
        return t('Filters.chip.value', { field: t(`Filters.field.${chip.key}`), value: chip.value });
    }
  };
}
