import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import type { BidRow } from '../../lib/bid-row';
import { BidPhoto } from './bid-parts';

const arrow = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/85 p-1.5 text-slate-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

/** The lot's photos on a card, one at a time with previous / next (spec 2 §2 "image slider"). */
export function PhotoSlider({ bid, href, className }: { bid: BidRow; href: string; className?: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = bid.images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <div className={cn('relative', className)}>
      <BidPhoto bid={bid} href={href} index={index} className="w-full" />
      {count > 1 && (
        <>
          <button type="button" aria-label={t('BidList.photoPrevious')} onClick={() => go(-1)} className={cn(arrow, 'left-1.5')}>
            <ChevronDownIcon className="size-4 rotate-90" />
          </button>
          <button type="button" aria-label={t('BidList.photoNext')} onClick={() => go(1)} className={cn(arrow, 'right-1.5')}>
            <ChevronDownIcon className="size-4 -rotate-90" />
          </button>
          <span className="absolute right-1.5 bottom-1.5 rounded bg-slate-900/70 px-1.5 text-[11px] leading-5 text-white tabular-nums">
            {t('BidList.photoCount', { index: index + 1, count })}
          </span>
        </>
      )}
    </div>
  );
}
