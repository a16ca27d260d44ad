import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands, type ListingLot, type PageType, type SortField, type SortState } from '@jauc/contract';
import { cn } from '../../../lib/cn';
import { DASH, yenOrDash } from '../lib/format-lot';
import { SORT_LABEL_KEY } from '../lib/sort-labels';
import { AuctionTime, ConditionBadge, LotDeadline, LotLink, LotPhoto, LotPrices, LotWishlist, StatusBadge, UssMarker, type LotRowProps } from './lot-parts';
import { SortButton, ariaSort } from '../../../components/list/sort-button';

const TH = 'px-2.5 py-2.5 2xl:px-3 text-left align-bottom text-[11px] font-semibold uppercase tracking-wide text-slate-500';
const TD = 'px-2.5 py-3 align-top 2xl:px-3';

function Sub({ children }: { children: ReactNode }) {
  return <span className="block font-normal normal-case tracking-normal text-slate-400">{children}</span>;
}

/** `single`: the stock table, whose one price column needs no label in its cells. */
function LotRow({ lot, href, visited, onOpen, kind, wishlist, single, priority }: LotRowProps & { single: boolean }) {
  const { t } = useTranslation();
  return (
    <tr data-lot-id={lot.id} className={cn('border-t border-slate-200 hover:bg-slate-50', visited && 'bg-slate-50/70 text-slate-500')}>
      <td className={TD}>
        {/* Photo above the lot number where the table is tight, beside it from 1440 px. */}
        <div className="flex w-28 flex-col gap-2 2xl:w-auto 2xl:flex-row 2xl:items-start 2xl:gap-3">
          <LotPhoto lot={lot} href={href} onOpen={onOpen} priority={priority} sizes="128px" className="w-28 2xl:w-32" />
          <div className="2xl:min-w-36">
            <LotLink lot={lot} href={href} visited={visited} onOpen={onOpen} />
            <p className={cn('mt-0.5 font-semibold leading-snug', visited ? 'text-slate-600' : 'text-slate-900')}>
              {lot.maker} {lot.model}
            </p>
            <LotWishlist lot={lot} show={wishlist} className="mt-2" />
          </div>
        </div>
      </td>
      <td className={TD}>
        <AuctionTime iso={lot.auctionDate} stacked className="font-medium" />
        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-slate-600">
          <span>{lot.auctionName}</span>
          {lot.isUss && <UssMarker />}
        </div>
        {/* Room for a line of each part, so the column does not fold it word by word. */}
        <LotDeadline lot={lot} className="mt-2 min-w-40" />
      </td>
      <td className={TD}>
        <p className="line-clamp-2 font-medium">{lot.grade || DASH}</p>
        <p className="mt-0.5 whitespace-nowrap font-mono text-xs text-slate-600">{lot.chassis || DASH}</p>
        <p className="mt-0.5 tabular-nums">{lot.year}</p>
      </td>
      <td className={TD}>
        <p className="whitespace-nowrap tabular-nums">{t('Listing.engineCc', { value: formatThousands(lot.engine) })}</p>
        <p className="mt-0.5 line-clamp-2 text-xs text-slate-600">{lot.equip || DASH}</p>
      </td>
      <td className={TD}>
        <ConditionBadge grade={lot.condition} />
        <p className="mt-1 whitespace-nowrap tabular-nums">{t('Listing.km', { value: formatThousands(lot.mileage) })}</p>
      </td>
      <td className={TD}>
        <StatusBadge lot={lot} />
        <p className="mt-1 whitespace-nowrap tabular-nums">
          {lot.myBid ? <span className="font-semibold text-slate-900">{yenOrDash(lot.myBidAmount)}</span> : <span className="text-slate-400">{DASH}</span>}
        </p>
      </td>
      <td className={cn(TD, 'text-right')}>
        <LotPrices lot={lot} kind={kind} labelled={!single} />
      </td>
    </tr>
  );
}

export interface ListingTableProps {
  /** Stock has one price column instead of start, sold and average (spec 1 §2). */
  pageType: PageType;
  lots: ListingLot[];
  sort: SortState;
  onSort: (field: SortField) => void;
  rowProps: (lot: ListingLot) => LotRowProps;
  labelledBy?: string;
}

/** The wide-screen table (spec 1 §2 columns); headers of sortable fields cycle the sort. */
export function ListingTable({ pageType, lots, sort, onSort, rowProps, labelledBy }: ListingTableProps) {
  const { t } = useTranslation();
  const sortable = (field: SortField) => (
    <SortButton field={field} sort={sort} onSort={onSort}>
      {t(SORT_LABEL_KEY[field])}
    </SortButton>
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-labelledby={labelledBy} className="w-full border-collapse text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              {t('Listing.col.lot')}
            </th>
            <th scope="col" aria-sort={ariaSort(sort, ['auctionDate'])} className={TH}>
              {sortable('auctionDate')}
              <Sub>{t('Listing.col.auction')}</Sub>
            </th>
            <th scope="col" aria-sort={ariaSort(sort, ['year'])} className={TH}>
              <Sub>{t('Listing.col.grade')}</Sub>
              <Sub>{t('Listing.col.chassis')}</Sub>
              {sortable('year')}
            </th>
            <th scope="col" className={TH}>
              {t('Listing.col.engine')}
              <Sub>{t('Listing.col.equipment')}</Sub>
            </th>
            <th scope="col" aria-sort={ariaSort(sort, ['condition', 'mileage'])} className={TH}>
              <span className="block">{sortable('condition')}</span>
              {sortable('mileage')}
            </th>
            <th scope="col" className={TH}>
              {t('Listing.col.status')}
              <Sub>{t('Listing.col.myBid')}</Sub>
            </th>
            {pageType === 'stock' ? (
              // Stock cars have one fixed price; the server's price sort orders by it.
              <th scope="col" aria-sort={ariaSort(sort, ['startPrice'])} className={cn(TH, 'text-right')}>
                <SortButton field="startPrice" sort={sort} onSort={onSort}>
                  {t('Listing.col.price')}
                </SortButton>
              </th>
            ) : (
              <th scope="col" aria-sort={ariaSort(sort, ['startPrice'])} className={cn(TH, 'text-right')}>
                {sortable('startPrice')}
                <Sub>
                  {t('Listing.col.soldPrice')} · {t('Listing.col.averagePrice')}
                </Sub>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lots.map((lot) => (
            <LotRow key={lot.id} {...rowProps(lot)} single={pageType === 'stock'} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
