import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_SORT_FIELDS, type BidSortField } from '@jauc/contract';
import { ListSheet } from '../../../../components/list/list-sheet';
import type { ListSort } from '../../../../components/list/sort-button';
import { cn } from '../../../../lib/cn';

const NONE = '';

/** i18n key naming each sort field. */
export const SORT_LABEL: Record<BidSortField, string> = {
  lotNo: 'BidList.col.lot',
  auctionDate: 'BidList.col.date',
  auctionName: 'BidList.col.auction',
  year: 'BidList.col.year',
  chassis: 'BidList.col.chassis',
  condition: 'BidList.col.condition',
  status: 'BidList.col.status',
  startPrice: 'BidList.col.startPrice',
  soldPrice: 'BidList.col.soldPrice',
  bidAmount: 'BidList.col.bidAmount',
};

/** The phone's sort sheet (spec 2 §2): the default order or one field either way; a choice applies and closes. */
export function BidSortSheet({ open, onOpenChange, sort, onSort }: { open: boolean; onOpenChange: (open: boolean) => void; sort: ListSort<BidSortField>; onSort: (sort: ListSort<BidSortField>) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const current = sort ? `${sort.sort}:${sort.order}` : NONE;
  const options = [
    { value: NONE, label: t('Listing.sort.default') },
    ...BID_SORT_FIELDS.flatMap((field) => (['ASC', 'DESC'] as const).map((order) => ({ value: `${field}:${order}`, label: t(`Listing.sort.${order}`, { field: t(SORT_LABEL[field]) }) }))),
  ];
  return (
    <ListSheet open={open} onOpenChange={onOpenChange} title={t('Listing.sort.label')}>
      <fieldset className="p-2">
        <legend className="sr-only">{t('Listing.sort.label')}</legend>
        {options.map((o) => (
          <label key={o.value} className={cn('flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm text-slate-800 hover:bg-slate-50', o.value === current && 'bg-brand-50 font-medium text-brand-700')}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === current}
              onChange={() => {
                const [field, order] = o.value.split(':') as [BidSortField, 'ASC' | 'DESC'];
                onSort(o.value === NONE ? null : { sort: field, order });
                onOpenChange(false);
              }}
              className="size-4 accent-brand-600"
            />
            {o.label}
          </label>
        ))}
      </fieldset>
    </ListSheet>
  );
}
