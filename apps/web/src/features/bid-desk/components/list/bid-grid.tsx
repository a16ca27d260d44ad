import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { BidSortField } from '@jauc/contract';
import { SortButton, ariaSort, type ListSort } from '../../../../components/list/sort-button';
import { AuctionStatusBadge } from '../../../../components/ui/auction-status';
import { cn } from '../../../../lib/cn';
import { AuctionTime, AwaitingMarker, BidAmount, BidPhoto, ConditionBadge, DASH, GroupLine, LotNoLink, Specifications, yenOrDash } from './bid-parts';
import type { BidRowView } from './bid-row-view';

const TH = 'px-2 py-2.5 text-left align-bottom text-[11px] font-semibold uppercase tracking-wide text-slate-500';
const TD = 'px-2 py-3 align-top';

interface GridColumn {
  id: string;
  /** The header's parts, top to bottom: sortable fields or plain labels (i18n keys). */
  header: ReadonlyArray<{ sort: BidSortField; label: string } | { label: string }>;
  cell: (view: BidRowView) => ReactNode;
  className?: string;
  /** Shown only when the row actions slot is filled. */
  actions?: boolean;
}

/**
 * Spec 2 §2 columns, stacked where they belong together (photo and lot; date, auction and lot
 * status; year, chassis and condition; start and sold price; bid, group and owner) so the grid
 * fits next to the side menu at 1440 px. Every sortable field keeps its header.
 */
const COLUMNS: readonly GridColumn[] = [
  {
    id: 'lot',
    header: [{ sort: 'lotNo', label: 'BidList.col.lot' }],
    cell: ({ bid, href }) => (
      <div className="flex w-20 flex-col gap-1.5">
        <BidPhoto bid={bid} href={href} sizes="80px" className="w-20" />
        <LotNoLink bid={bid} href={href} />
        <AwaitingMarker bid={bid} />
      </div>
    ),
  },
  {
    id: 'date',
    header: [
      { sort: 'auctionDate', label: 'BidList.col.date' },
      { sort: 'auctionName', label: 'BidList.col.auction' },
    ],
    cell: ({ bid }) => (
      <div className="flex flex-col gap-1">
        <AuctionTime iso={bid.auctionDate} stacked className="font-medium" />
        <span className="text-slate-600">{bid.auctionName}</span>
        <AuctionStatusBadge status={bid.status} stock={bid.lotType === 'stock'} className="self-start" />
      </div>
    ),
  },
  {
    id: 'car',
    header: [
      { sort: 'year', label: 'BidList.col.year' },
      { sort: 'chassis', label: 'BidList.col.chassis' },
      { sort: 'condition', label: 'BidList.col.condition' },
    ],
    cell: ({ bid }) => (
      <div className="flex flex-col items-start gap-0.5">
        <span className="tabular-nums">{bid.year}</span>
        <span className="font-mono text-xs whitespace-nowrap text-slate-600">{bid.chassis || DASH}</span>
        <ConditionBadge grade={bid.condition} />
      </div>
    ),
  },
  { id: 'specs', header: [{ label: 'BidList.col.specifications' }], cell: ({ bid }) => <Specifications bid={bid} className="min-w-36" />, className: 'w-full' },
  { id: 'status', header: [{ sort: 'status', label: 'BidList.col.status' }], cell: ({ cells: { StatusCell }, cellProps }) => <StatusCell {...cellProps} /> },
  {
    id: 'prices',
    header: [
      { sort: 'startPrice', label: 'BidList.col.startPrice' },
      { sort: 'soldPrice', label: 'BidList.col.soldPrice' },
    ],
    cell: ({ bid, cells: { SoldPriceCell }, cellProps }) => (
      <div className="flex flex-col items-end gap-1 whitespace-nowrap">
        <span className="tabular-nums text-slate-600">{yenOrDash(bid.startPrice)}</span>
        <SoldPriceCell {...cellProps} />
      </div>
    ),
    className: 'text-right',
  },
  {
    id: 'bids',
    header: [{ sort: 'bidAmount', label: 'BidList.col.bids' }, { label: 'BidList.col.group' }],
    cell: ({ bid, cells: { UserCell }, cellProps, showExportType }) => (
      <div className="flex min-w-28 flex-col items-end gap-1">
        <BidAmount bid={bid} showExportType={showExportType} />
        <GroupLine bid={bid} />
        <div className="max-w-36 text-right text-xs">
          <UserCell {...cellProps} />
        </div>
      </div>
    ),
    className: 'text-right',
  },
  { id: 'chat', header: [{ label: 'BidList.col.chat' }], cell: ({ cells: { ChatCell }, cellProps }) => <ChatCell {...cellProps} /> },
  { id: 'actions', header: [{ label: 'BidList.col.actions' }], cell: ({ cells: { RowActions }, cellProps }) => <RowActions {...cellProps} />, actions: true },
];

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, BidRowView>();

export interface BidGridProps {
  rows: BidRowView[];
  sort: ListSort<BidSortField>;
  onSort: (field: BidSortField) => void;
  /** The row actions slot is filled (managers): the grid gets its actions column. */
  withActions: boolean;
  labelledBy?: string;
}

/** The desktop data grid of a bid list (TanStack Table); sortable headers cycle the server's sort. */
export function BidGrid({ rows, sort, onSort, withActions, labelledBy }: BidGridProps) {
  const { t } = useTranslation();
  const shown = useMemo(() => COLUMNS.filter((c) => !c.actions || withActions), [withActions]);
  const columns = useMemo(() => shown.map((c) => helper.display({ id: c.id, cell: ({ row }) => c.cell(row.original) })), [shown]);
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.bid.bidId) });
  const byId = new Map(shown.map((c) => [c.id, c]));

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-labelledby={labelledBy} className="w-full border-collapse text-sm">
        <thead className="bg-slate-50">
          <tr>
            {shown.map((c) => {
              const fields = c.header.flatMap((h) => ('sort' in h ? [h.sort] : []));
              return (
                <th key={c.id} scope="col" aria-sort={fields.length ? ariaSort(sort, fields) : undefined} className={cn(TH, c.className?.includes('text-right') && 'text-right', c.className?.includes('text-center') && 'text-center')}>
                  {c.header.map((h) =>
                    'sort' in h ? (
                      <span key={h.sort} className="block">
                        <SortButton field={h.sort} sort={sort} onSort={onSort}>
                          {t(h.label)}
                        </SortButton>
                      </span>
                    ) : (
                      <span key={h.label} className={cn('block', c.actions && 'sr-only')}>
                        {t(h.label)}
                      </span>
                    ),
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-bid-id={row.id} className={cn('border-t border-slate-200 hover:bg-slate-50', row.original.bid.awaitingResult && 'bg-amber-50/60')}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cn(TD, byId.get(cell.column.id)?.className)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
