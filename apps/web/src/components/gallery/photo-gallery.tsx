import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { photoSources } from '../../lib/photo-sources';
import { GalleryPreview } from './gallery-preview';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, ImageIcon } from '../ui/icons';

export interface PhotoGalleryProps {
  images: readonly string[];
  thumbnails: readonly string[];
  /** What the photos show, e.g. "Toyota Prius 2015". */
  alt: string;
  /** Said instead of "No photos" when there are none (a shared USS lot). */
  emptyText?: string;
}

/**
 * A car's photos (spec 2 §2: the lot page, the purchased car): a main photo with previous/next, a strip of thumbnails of which
 * four are visible at a time (the rest scroll), and the full-screen preview on a click.
 */
export function PhotoGallery({ images, thumbnails, alt, emptyText }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));

  // Keep the chosen thumbnail inside the strip without scrolling the page itself. Not on the
  // first render: the strip starts at the first photo, and measuring it then forced a layout
  // in the middle of the page's first paint.
  const measured = useRef(false);
  useEffect(() => {
    if (!measured.current) {
      measured.current = true;
      return;
    }
    const list = strip.current;
    const item = list?.children[current] as HTMLElement | undefined;
    if (!list || !item) return;
    const left = item.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft) list.scrollTo?.({ left, behavior: 'smooth' });
    else if (left + item.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollTo?.({ left: left + item.offsetWidth - list.clientWidth, behavior: 'smooth' });
  }, [current]);

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 px-6 text-center text-sm text-slate-500">
        <ImageIcon className="size-10 text-slate-300" />
        {emptyText ?? t('Gallery.noPhotos')}
      </div>
    );
  }

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const arrow = 'absolute top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <section aria-label={t('Gallery.label')} className="flex flex-col gap-2">
      <div className="group relative overflow-hidden rounded-lg bg-slate-100">
        <button
          type="button"
          onClick={() => setPreview(current)}
          aria-label={t('Gallery.open', { n: current + 1 })}
          className="block aspect-[4/3] w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <img
            src={images[current]}
            {...photoSources(images[current], '(min-width: 1024px) 50vw, 100vw')}
            alt={t('Gallery.photoAlt', { title: alt, n: current + 1 })}
            // The main photo is the page's largest paint (Lighthouse's LCP element): asked for first, drawn when ready.
            fetchPriority="high"
            className="size-full object-cover"
          />
        </button>
        <span className="pointer-events-none absolute right-2 bottom-2 flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white tabular-nums">
          <ExpandIcon className="size-3.5" />
          {t('Gallery.counter', { current: current + 1, total: count })}
        </span>
        {count > 1 && (
          <>
            <button type="button" aria-label={t('Gallery.previous')} onClick={() => go(current - 1)} className={cn(arrow, 'left-2')}>
              <ChevronLeftIcon className="size-5" />
            </button>
            <button type="button" aria-label={t('Gallery.next')} onClick={() => go(current + 1)} className={cn(arrow, 'right-2')}>
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul
          ref={strip}
          aria-label={t('Gallery.thumbnails')}
          // Four thumbnails fill the width (three gaps of 0.5rem between them); the others scroll.
          // The padding (taken back by the negative margin) keeps the focus outline inside the scroll box.
          className="-m-1 grid auto-cols-[calc((100%-1.5rem)/4)] grid-flow-col gap-2 overflow-x-auto overscroll-x-contain p-1 pb-2 [scrollbar-width:thin]"
        >
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                aria-label={t('Gallery.photo', { n: i + 1 })}
                aria-current={i === current || undefined}
                onClick={() => setIndex(i)}
                onDoubleClick={() => setPreview(i)}
                className={cn(
                  // Outside the border: on the current thumbnail a ring inside would vanish in its red border.
                  'block aspect-[4/3] w-full overflow-hidden rounded-md border-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
                  i === current ? 'border-brand-600' : 'border-transparent hover:opacity-80',
                )}
              >
                <img src={thumbnails[i] ?? src} {...photoSources(thumbnails[i] ?? src, '(min-width: 1024px) 12vw, 25vw')} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <GalleryPreview images={images} thumbnails={thumbnails} start={preview} onClose={() => setPreview(null)} alt={alt} />
    </section>
  );
}
