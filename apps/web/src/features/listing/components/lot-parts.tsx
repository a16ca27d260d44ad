import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatThousands, formatYen, type ListingLot, type PageType } from '@jauc/contract';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useExportReasonText } from '../../../lib/export-reasons';
import { photoSources } from '../../../lib/photo-sources';
import { conditionTone } from '../lib/auction-status';
import { AuctionStatusBadge } from '../../../components/ui/auction-status';
import { BiddingDeadline } from '../../../components/ui/bidding-deadline';
import { DASH, formatAuctionDate, yenOrDash } from '../lib/format-lot';
import { WishlistButtons } from './wishlist-buttons';

/** What each row or card of a listing needs besides the lot. */
export interface LotRowProps {
  lot: ListingLot;
  href: string;
  visited: boolean;
  onOpen: () => void;
  /** What the lot is (see lib/lot-kind): decides its prices. */
  kind: PageType;
  /** Whether the row carries the wishlist buttons (never on statistics lots, spec 2 §2). */
  wishlist: boolean;
  /** The first row: its photo is the page's largest paint, so it loads at once, first. */
  priority?: boolean;
}

/** First photo in a fixed 4:3 box, loaded only when scrolled near (but the first row's at once); a drawn placeholder without one. */
export function LotPhoto({ lot, href, onOpen, className, square, priority, sizes = '160px' }: { lot: ListingLot; href: string; onOpen: () => void; className?: string; square?: boolean; priority?: boolean; sizes?: string }) {
  const { t } = useTranslation();
  const src = lot.images[0];
  return (
    // The lot number next to it is the link people tab to; the photo is a bigger target for the pointer.
    <Link to={href} onClick={onOpen} tabIndex={-1} aria-hidden className={cn('block aspect-[4/3] shrink-0 overflow-hidden bg-slate-100', !square && 'rounded-md', className)}>
      {src ? (
        <img src={src} {...photoSources(src, sizes)} alt={t('Listing.photoAlt', { maker: lot.maker, model: lot.model })} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" width={160} height={120} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-[11px] text-slate-400">{t('Listing.noPhoto')}</span>
      )}
    </Link>
  );
}

/** The lot number as the link to the lot; opening it marks the lot visited (spec 1 §2). */
export function LotLink({ lot, href, visited, onOpen }: { lot: ListingLot; href: string; visited: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const open = (e: MouseEvent) => {
    // A middle click or a new tab still counts as opening the lot.
    if (e.button <= 1) onOpen();
  };
  return (
    <Link
      to={href}
      onClick={open}
      onAuxClick={open}
      data-visited={visited || undefined}
      className={cn('font-semibold underline-offset-2 hover:underline', visited ? 'text-slate-500' : 'text-brand-600')}
    >
      {t('Listing.lotNo', { lotNo: lot.lotNo })}
      {visited && <span className="sr-only"> ({t('Listing.visited')})</span>}
    </Link>
  );
}

export function ConditionBadge({ grade }: { grade: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={conditionTone(grade)} title={t('Listing.col.condition')} className="min-w-8 justify-center">
      {grade || DASH}
    </Badge>
  );
}

/**
 * The lot's status; an upcoming lot whose bidding has closed reads "Bidding closed". Below it,
 * where Japan does not let the car go to the viewer's country, a "Not exportable" badge whose
 * title gives the reasons (issue 21 §1).
 */
export function StatusBadge({ lot }: { lot: ListingLot }) {
  // Long labels ("Продан (переговоры)") wrap instead of widening the table past the screen (over
  // the badge's own nowrap).
  const status = <AuctionStatusBadge status={lot.status} stock={lot.lotType === 'stock'} biddingDeadline={lot.biddingDeadline} className="max-w-28 whitespace-normal!" />;
  if (!lot.exportCheck || lot.exportCheck.allowed) return status;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {status}
      <ExportRefusedBadge reasons={lot.exportCheck.reasons} />
    </span>
  );
}

function ExportRefusedBadge({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation();
  const reasonText = useExportReasonText();
  const why = reasons.map(reasonText).join(', ');
  return (
    <Badge tone="red" title={why} className="max-w-28 whitespace-normal!">
      {t('Listing.exportRefused')}
      <span className="sr-only">: {why}</span>
    </Badge>
  );
}

/** The countdown to the lot's bidding deadline and the deadline's times, while bidding is open. */
export function LotDeadline({ lot, className }: { lot: ListingLot; className?: string }) {
  return <BiddingDeadline deadline={lot.biddingDeadline} hideWhenClosed className={className} />;
}

export function UssMarker() {
  const { t } = useTranslation();
  return (
    <Badge tone="blue" size="sm" title={t('Listing.ussTitle')}>
      {t('Listing.uss')}
    </Badge>
  );
}

/** Auction date and time in Japan time. */
export function AuctionTime({ iso, stacked, className }: { iso: string; stacked?: boolean; className?: string }) {
  const parts = formatAuctionDate(iso);
  if (!parts) return <span className={className}>{DASH}</span>;
  return (
    <time dateTime={iso} className={cn('whitespace-nowrap tabular-nums', className)}>
      {/* `stacked`: the time goes under the date where the table is tight (below 1440 px). */}
      <span className={cn(stacked && 'block 2xl:inline')}>{parts.date}</span> {parts.time}
    </time>
  );
}

/**
 * The prices of a lot as label–value lines: a stock car has one fixed price (its soldPrice,
 * DESIGN.md §3), an auction lot or result its start, sold and average prices.
 */
export function LotPrices({
  lot,
  kind,
  align = 'end',
  labelled = true,
  className,
}: {
  lot: ListingLot;
  kind: PageType;
  align?: 'start' | 'end';
  /** False where a column header already names the only price (the stock table). */
  labelled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const lines: { key: string; label: string; value: number | null; strong?: boolean }[] =
    kind === 'stock'
      ? [{ key: 'price', label: t('Listing.price.price'), value: lot.soldPrice, strong: true }]
      : [
          { key: 'start', label: t('Listing.price.start'), value: lot.startPrice, strong: true },
          { key: 'sold', label: t('Listing.price.sold'), value: lot.soldPrice },
          { key: 'average', label: t('Listing.price.average'), value: lot.averagePrice },
        ];
  return (
    <div className={className}>
      {lines.map((line) => (
        <div key={line.key} data-price={line.key} className={cn('flex items-baseline gap-2 whitespace-nowrap', align === 'end' ? 'justify-end' : 'justify-between')}>
          {labelled && <span className="text-xs text-slate-400">{line.label}</span>}
          <span className={cn('tabular-nums', line.strong ? 'font-semibold text-slate-900' : 'text-slate-700', line.value === null && 'font-normal text-slate-400')}>
            {yenOrDash(line.value)}
          </span>
        </div>
      ))}
      <PriceSummaryLine lot={lot} className={align === 'end' ? 'text-right' : undefined} />
    </div>
  );
}

/**
 * Price history's line (issue 21 §3): "median ¥412,000 of 37 sold" — comparable cars of the last
 * 6 months, as the lot page shows first; nothing where none sold.
 */
export function PriceSummaryLine({ lot, className }: { lot: ListingLot; className?: string }) {
  const { t } = useTranslation();
  if (!lot.priceSummary) return null;
  return (
    <p data-price="summary" title={t('PriceHistory.summaryHint')} className={cn('text-xs text-slate-500 tabular-nums', className)}>
      {t('PriceHistory.summary', { count: lot.priceSummary.count, median: formatYen(lot.priceSummary.median) })}
    </p>
  );
}

/** The one price a small card has room for: the fixed price of stock, else the start price. */
export const mainPrice = (lot: ListingLot, kind: PageType) => (kind === 'stock' ? lot.soldPrice : lot.startPrice);

/** The wishlist buttons of a row, where the row has them. */
export function LotWishlist({ lot, show, size = 'sm', className }: { lot: ListingLot; show: boolean; size?: 'sm' | 'md'; className?: string }) {
  if (!show) return null;
  return <WishlistButtons lot={lot} size={size} className={className} />;
}

/** The viewer's bid on the lot, when there is one. */
export function MyBidLine({ lot, className }: { lot: ListingLot; className?: string }) {
  const { t } = useTranslation();
  if (!lot.myBid) return null;
  return (
    <p className={cn('whitespace-nowrap text-xs text-slate-600', className)}>
      {t('Listing.col.myBid')}: <span className="font-semibold tabular-nums text-slate-900">{yenOrDash(lot.myBidAmount)}</span>
    </p>
  );
}

/** Condition, mileage and the lot's main price on one line, then the sold price (cards and tiles). */
export function CardPriceLines({ lot, kind, className, soldClassName }: { lot: ListingLot; kind: PageType; className?: string; soldClassName?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={cn('flex flex-wrap items-center justify-between gap-x-2 gap-y-1', className)}>
        <span className="flex items-center gap-1.5">
          <ConditionBadge grade={lot.condition} />
          <span className="whitespace-nowrap text-xs tabular-nums text-slate-700">{t('Listing.km', { value: formatThousands(lot.mileage) })}</span>
        </span>
        <span className="whitespace-nowrap font-semibold tabular-nums text-slate-900">{yenOrDash(mainPrice(lot, kind))}</span>
      </div>
      {kind !== 'stock' && lot.soldPrice !== null && (
        <p className={cn('whitespace-nowrap text-right text-xs text-slate-600', soldClassName)}>
          {t('Listing.col.soldPrice')}: <span className="font-semibold tabular-nums text-slate-900">{yenOrDash(lot.soldPrice)}</span>
        </p>
      )}
      <PriceSummaryLine lot={lot} className="text-right" />
    </>
  );
}
