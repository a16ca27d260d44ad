import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import { photoSources } from '../../../../lib/photo-sources';
import type { BidRow } from '../../lib/bid-row';
import { BidPhoto } from './bid-parts';

const arrow = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/85 p-1.5 text-slate-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

const ExpandIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-4">
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </svg>
);

/** Previous / next over a photo; they wrap around. */
function Arrows({ onStep }: { onStep: (step: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" aria-label={t('BidList.photoPrevious')} onClick={() => onStep(-1)} className={cn(arrow, 'left-1.5')}>
        <ChevronDownIcon className="size-4 rotate-90" />
      </button>
      <button type="button" aria-label={t('BidList.photoNext')} onClick={() => onStep(1)} className={cn(arrow, 'right-1.5')}>
        <ChevronDownIcon className="size-4 -rotate-90" />
      </button>
    </>
  );
}

/**
 * The lot's photos on a card (spec 2 §2 "image slider with modal gallery"): one at a time with
 * previous / next, and a full-size gallery in a dialog (arrow keys step, Escape closes).
 */
export function PhotoSlider({ bid, href, className, priority }: { bid: BidRow; href: string; className?: string; priority?: boolean }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [gallery, setGallery] = useState(false);
  const count = bid.images.length;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      step(e.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const counter = t('BidList.photoCount', { index: index + 1, count });
  return (
    <div className={cn('relative', className)}>
      <BidPhoto bid={bid} href={href} index={index} className="w-full" priority={priority && index === 0} />
      {count > 1 && <Arrows onStep={step} />}
      {count > 0 && (
        <button
          type="button"
          // The name starts with the counter the button shows (WCAG 2.5.3).
          aria-label={count > 1 ? t('BidList.galleryCount', { counter, lotNo: bid.lotNo }) : t('BidList.gallery', { lotNo: bid.lotNo })}
          onClick={() => setGallery(true)}
          className="absolute right-1.5 bottom-1.5 inline-flex items-center gap-1 rounded bg-slate-900/70 px-1.5 text-[11px] leading-5 text-white tabular-nums hover:bg-slate-900/85 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {count > 1 && counter}
          <ExpandIcon />
        </button>
      )}
      <Dialog open={gallery} onOpenChange={setGallery} title={`${t('Listing.lotNo', { lotNo: bid.lotNo })} · ${bid.maker} ${bid.model}`} size="lg">
        <div onKeyDown={onKeyDown} className="relative">
          <img src={bid.images[index]} {...photoSources(bid.images[index], '(min-width: 768px) 640px, 100vw')} alt={t('Listing.photoAlt', { maker: bid.maker, model: bid.model })} className="aspect-[4/3] w-full rounded-md bg-slate-100 object-contain" />
          {count > 1 && <Arrows onStep={step} />}
          <p className="mt-2 text-center text-xs text-slate-500 tabular-nums" aria-live="polite">
            {counter}
          </p>
        </div>
      </Dialog>
    </div>
  );
}
