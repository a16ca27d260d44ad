import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conditionColor, formatThousands, formatYen, tokyoParts } from '@jauc/contract';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { photoSources } from '../../../../lib/photo-sources';
import type { BidRow } from '../../lib/bid-row';

/** Shown for a missing value. */
export const DASH = '—';
export const yenOrDash = (value: number | null | undefined) => (value === null || value === undefined ? DASH : formatYen(value));

/** The auction's date and time in Japan time (spec 2 §1), `YYYY-MM-DD HH:MM`. */
export function AuctionTime({ iso, stacked, className }: { iso: string; stacked?: boolean; className?: string }) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return <span className={className}>{DASH}</span>;
  const { date, time } = tokyoParts(d);
  return (
    <time dateTime={iso} className={cn('whitespace-nowrap tabular-nums', className)}>
      <span className={cn(stacked && 'block')}>{date}</span> {time}
    </time>
  );
}

export function ConditionBadge({ grade }: { grade: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={conditionColor(grade)} title={t('Listing.col.condition')} className="min-w-8 justify-center">
      {grade || DASH}
    </Badge>
  );
}

/** The lot number, linking to the lot (spec 2 §2). */
export function LotNoLink({ bid, href, className }: { bid: BidRow; href: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={href} className={cn('font-semibold whitespace-nowrap text-brand-600 underline-offset-2 hover:underline', className)}>
      {t('Listing.lotNo', { lotNo: bid.lotNo })}
    </Link>
  );
}

/**
 * The lot's first photo in a 4:3 box, or a drawn placeholder; a bigger pointer target for the lot link.
 * `priority`: the list's first photo, its largest paint on a phone — loaded at once and first, not lazily.
 */
export function BidPhoto({ bid, href, index = 0, className, sizes = '(min-width: 640px) 224px, 100vw', priority }: { bid: BidRow; href: string; index?: number; className?: string; sizes?: string; priority?: boolean }) {
  const { t } = useTranslation();
  const src = bid.images[index];
  return (
    <Link to={href} tabIndex={-1} aria-hidden className={cn('block aspect-[4/3] shrink-0 overflow-hidden rounded-md bg-slate-100', className)}>
      {src ? (
        <img src={src} {...photoSources(src, sizes)} alt={t('Listing.photoAlt', { maker: bid.maker, model: bid.model })} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" width={160} height={120} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-[11px] text-slate-400">{t('Listing.noPhoto')}</span>
      )}
    </Link>
  );
}

/** The car in one line or two: maker, model, grade, engine, gearbox, equipment, colour, mileage. */
export function Specifications({ bid, className }: { bid: BidRow; className?: string }) {
  const { t } = useTranslation();
  const parts = [
    bid.grade,
    bid.engine ? t('Listing.engineCc', { value: formatThousands(bid.engine) }) : '',
    bid.gearbox,
    bid.color,
    t('Listing.km', { value: formatThousands(bid.mileage) }),
  ].filter(Boolean);
  return (
    <div className={cn('min-w-0', className)}>
      <p className="font-semibold text-slate-900">
        {bid.maker} {bid.model}
      </p>
      <p className="text-xs text-slate-600">{parts.join(' · ')}</p>
      {bid.equip && <p className="line-clamp-2 text-xs text-slate-500">{bid.equip}</p>}
    </div>
  );
}

/** A result waiting for the manager (the auction answered, the bid is still Bid): seen at a glance. */
export function AwaitingMarker({ bid }: { bid: BidRow }) {
  const { t } = useTranslation();
  if (!bid.awaitingResult) return null;
  return (
    <Badge tone="amber" title={t('BidList.awaitingHint')}>
      {t('BidList.awaiting')}
    </Badge>
  );
}

/** The bid amount with its export type (shown when exportTypeShow) and the group. */
export function BidAmount({ bid, showExportType }: { bid: BidRow; showExportType: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="text-right">
      <p className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{yenOrDash(bid.bidAmount)}</p>
      {showExportType && bid.exportType ? <p className="text-xs text-slate-500">{t(`BidType.${bid.exportType}.label`, { defaultValue: String(bid.exportType) })}</p> : null}
    </div>
  );
}

/** The bid group as "Group 3"; nothing without one. */
export function GroupLine({ bid, className }: { bid: BidRow; className?: string }) {
  const { t } = useTranslation();
  if (bid.bidGroup === null) return null;
  return <span className={cn('text-xs whitespace-nowrap text-slate-500 tabular-nums', className)}>{t('BidList.groupValue', { group: bid.bidGroup })}</span>;
}
