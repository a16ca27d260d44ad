import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, SORT_FIELDS, formatThousands, type SortField, type SortState } from '@jauc/contract';
import { InlineSelect } from '../../../components/ui/inline-select';
import type { ListingView } from '../lib/listing-view';
import { toPageSize, type PageSize } from '../lib/page-size';
import { SORT_LABEL_KEY } from '../lib/sort-labels';
import { ViewSwitch } from './view-switch';

const DEFAULT_SORT = '';

export interface SortSelectProps {
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** i18n key naming each field (stock calls its price sort "Price"). */
  labelKey?: (field: SortField) => string;
}

/** The sort as one choice, for screens without the table's sortable headers. */
function SortSelect({ sort, onSortChange, labelKey = (field) => SORT_LABEL_KEY[field], className }: SortSelectProps & { className?: string }) {
  const { t } = useTranslation();
  const options = [
    { value: DEFAULT_SORT, label: t('Listing.sort.default') },
    ...SORT_FIELDS.flatMap((field) =>
      (['ASC', 'DESC'] as const).map((order) => ({ value: `${field}:${order}`, label: t(`Listing.sort.${order}`, { field: t(labelKey(field)) }) })),
    ),
  ];
  return (
    <InlineSelect
      className={className}
      label={t('Listing.sort.label')}
      options={options}
      value={sort ? `${sort.sort}:${sort.order}` : DEFAULT_SORT}
      onChange={(e) => {
        const [field, order] = e.target.value.split(':') as [SortField, 'ASC' | 'DESC'];
        onSortChange(e.target.value === DEFAULT_SORT ? null : { sort: field, order });
      }}
    />
  );
}

export interface ListingToolbarProps {
  range: { from: number; to: number; total: number } | null;
  pageSize: PageSize;
  onPageSizeChange: (size: PageSize) => void;
  /** Shown where there are no sortable headers (narrow screens, card and column views). */
  sortSelect?: SortSelectProps;
  view: ListingView;
  onViewChange: (view: ListingView) => void;
}

export function ListingToolbar({ range, pageSize, onPageSizeChange, sortSelect, view, onViewChange }: ListingToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="mr-auto text-sm text-slate-600" aria-live="polite">
        {range && range.to > 0 && t('Listing.shown', { from: formatThousands(range.from), to: formatThousands(range.to), total: formatThousands(range.total) })}
      </p>
      <InlineSelect
        label={t('Listing.pageSize')}
        options={PAGE_SIZE_OPTIONS.map((n) => ({ value: n, label: String(n) }))}
        value={pageSize}
        onChange={(e) => onPageSizeChange(toPageSize(e.target.value))}
      />
      {/* On phones the sort and the view switch share a row of their own, under the count and the page size. */}
      {/* Where a long label leaves the sort too little room (ru), the switch wraps under it. */}
      <div className="order-last flex w-full flex-wrap items-center justify-end gap-x-3 gap-y-2 sm:order-none sm:w-auto sm:flex-nowrap">
        {sortSelect && <SortSelect {...sortSelect} className="min-w-60 flex-1 sm:min-w-0 sm:flex-none" />}
        <ViewSwitch view={view} onViewChange={onViewChange} />
      </div>
    </div>
  );
}
