import type { ListingLot } from '@jauc/contract';
import { cn } from '../../../lib/cn';
import { AuctionTime, CardPriceLines, LotDeadline, LotLink, LotPhoto, LotWishlist, MyBidLine, StatusBadge, UssMarker, type LotRowProps } from './lot-parts';

/**
 * Columns of the card view (spec 1 §2: "2 to 7 columns by width; 2 by default, 3 on mobile
 * cards, 4, 5 and 7 at wider breakpoints"; breakpoints 768, 1024, 1366, 1440, 1920, 2500 px):
 *   below 768 px (phones)                    2
 *   768 px (tablets, still the mobile layout) 3, kept at 1024 px where the side menu takes 256 px
 *   1366 px                                  4, kept at 1440 px
 *   1920 px                                  5
 *   2500 px                                  7
 * so a card stays about 170 px wide on a phone and 220–310 px everywhere else.
 */
const GRID_COLUMNS = 'grid-cols-2 md:grid-cols-3 laptop:grid-cols-4 3xl:grid-cols-5 4xl:grid-cols-7';

function GridCard({ lot, href, visited, onOpen, kind, wishlist, priority }: LotRowProps) {
  return (
    <li
      data-lot-id={lot.id}
      data-visited={visited || undefined}
      className={cn('flex min-w-0 flex-col overflow-hidden rounded-lg border bg-white', visited ? 'border-slate-200 bg-slate-50/70' : 'border-slate-200 hover:border-slate-300 hover:shadow-sm')}
    >
      <LotPhoto lot={lot} href={href} onOpen={onOpen} priority={priority} square sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" className={cn('w-full', visited && 'opacity-80')} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-2.5 text-sm sm:p-3">
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
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
        <p className="flex flex-wrap items-center gap-x-1 text-xs text-slate-600">
          <AuctionTime iso={lot.auctionDate} />
          <span className="inline-flex min-w-0 items-center gap-1">
            <span className="truncate">{lot.auctionName}</span>
            {lot.isUss && <UssMarker />}
          </span>
        </p>
        <LotDeadline lot={lot} />
        <CardPriceLines lot={lot} kind={kind} className="mt-auto pt-1" />
        <MyBidLine lot={lot} className="text-right" />
        <LotWishlist lot={lot} show={wishlist} className="mt-1" />
      </div>
    </li>
  );
}

/** The card view: a grid of tiles, photo on top. */
export function ListingGrid({ lots, rowProps, labelledBy }: { lots: ListingLot[]; rowProps: (lot: ListingLot) => LotRowProps; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} data-view="card" className={cn('grid gap-3 lg:gap-4', GRID_COLUMNS)}>
      {lots.map((lot) => (
        <GridCard key={lot.id} {...rowProps(lot)} />
      ))}
    </ul>
  );
}
