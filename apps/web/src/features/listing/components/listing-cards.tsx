import type { ListingLot } from '@jauc/contract';
import { cn } from '../../../lib/cn';
import { AuctionTime, CardPriceLines, LotDeadline, LotLink, LotPhoto, LotWishlist, MyBidLine, StatusBadge, UssMarker, type LotRowProps } from './lot-parts';

function LotCard({ lot, href, visited, onOpen, kind, wishlist, priority }: LotRowProps) {
  return (
    <li data-lot-id={lot.id} data-visited={visited || undefined} className={cn('flex gap-3 p-3', visited && 'bg-slate-50/70')}>
      <LotPhoto lot={lot} href={href} onOpen={onOpen} priority={priority} sizes="(min-width: 640px) 144px, 112px" className={cn('w-28 self-start sm:w-36', visited && 'opacity-80')} />
      <div className="min-w-0 flex-1 text-sm">
        {/* A long status (ru "Продан (переговоры)") drops under the lot number instead of squeezing it. */}
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-0.5">
          <span className="whitespace-nowrap">
            <LotLink lot={lot} href={href} visited={visited} onOpen={onOpen} />
          </span>
          <StatusBadge lot={lot} />
        </div>
        {/* Long model names wrap to a second line instead of being cut; the title holds the whole name. */}
        <p title={`${lot.maker} ${lot.model}`} className={cn('line-clamp-2 font-semibold [overflow-wrap:anywhere]', visited ? 'text-slate-600' : 'text-slate-900')}>
          {lot.maker} {lot.model}
        </p>
        <p title={`${lot.year} · ${lot.chassis}`} className="truncate text-xs text-slate-600">
          <span className="tabular-nums">{lot.year}</span> · <span className="font-mono">{lot.chassis}</span>
        </p>
        <div className="flex flex-wrap items-center gap-x-1 text-xs text-slate-600">
          <AuctionTime iso={lot.auctionDate} />
          <span className="inline-flex items-center gap-1">
            <span aria-hidden>·</span>
            {lot.auctionName}
            {lot.isUss && <UssMarker />}
          </span>
        </div>
        <LotDeadline lot={lot} className="mt-1" />
        <CardPriceLines lot={lot} kind={kind} className="mt-1" soldClassName="mt-0.5" />
        <MyBidLine lot={lot} className="mt-0.5 text-right" />
        <LotWishlist lot={lot} show={wishlist} className="mt-2" />
      </div>
    </li>
  );
}

/** The narrow-screen list: one compact row per lot, photo left and the key facts right. */
export function ListingCards({ lots, rowProps, labelledBy }: { lots: ListingLot[]; rowProps: (lot: ListingLot) => LotRowProps; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {lots.map((lot) => (
        <LotCard key={lot.id} {...rowProps(lot)} />
      ))}
    </ul>
  );
}
