import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, SORT_FIELDS, formatThousands, type SortField, type SortState } from '@jauc/contract';
import { InlineSelect } from '../../../components/ui/inline-select';
import { toPageSize, type PageSize } from '../lib/page-size';
import { SORT_LABEL_KEY } from '../lib/sort-labels';

const DEFAULT_SORT = '';

/** The sort as one choice, for screens without the table's sortable headers. */
function SortSelect({ sort, onSortChange, className }: { sort: SortState; onSortChange: (sort: SortState) => void; className?: string }) {
  const { t } = useTranslation();
  const options = [
    { value: DEFAULT_SORT, label: t('Listing.sort.default') },
    ...SORT_FIELDS.flatMap((field) =>
      (['ASC', 'DESC'] as const).map((order) => ({ value: `${field}:${order}`, label: t(`Listing.sort.${order}`, { field: t(SORT_LABEL_KEY[field]) }) })),
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
  /** Shown where there are no sortable headers (narrow screens). */
  sortSelect?: { sort: SortState; onSortChange: (sort: SortState) => void };
}

export function ListingToolbar({ range, pageSize, onPageSizeChange, sortSelect }: ListingToolbarProps) {
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
      {/* On phones the sort gets a row of its own, under the count and the page size. */}
      {sortSelect && <SortSelect {...sortSelect} className="order-last w-full sm:order-none sm:w-auto" />}
    </div>
  );
}
