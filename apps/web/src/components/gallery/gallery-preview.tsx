import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../ui/icons';
import { useReturnFocus } from '../ui/return-focus';
import { cn } from '../../lib/cn';

/** The zoom of a clicked preview image (spec 2 §9). */
export const PREVIEW_ZOOM = 2;

export interface GalleryPreviewProps {
  images: readonly string[];
  thumbnails: readonly string[];
  /** The photo to open at, or null while closed. */
  start: number | null;
  onClose: () => void;
  /** What the photos show, e.g. "Toyota Prius 2015". */
  alt: string;
}

/**
 * The full-screen preview (spec 2 §4 "Gallery preview"): arrow keys and buttons move between the
 * photos, a click on the photo toggles a ×2 zoom around the clicked point, a thumbnail column
 * jumps, Escape closes. The state lives in the dialog's content, which unmounts on close: the
 * next opening starts again at the clicked photo without zoom.
 */
export function GalleryPreview({ images, thumbnails, start, onClose, alt }: GalleryPreviewProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(start !== null);
  return (
    <RadixDialog.Root open={start !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        {/* Opaque: the page must not show through the photos. */}
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950" />
        <RadixDialog.Content aria-describedby={undefined} onCloseAutoFocus={returnFocus} className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white outline-none">
          <RadixDialog.Title className="sr-only">{t('Gallery.previewTitle', { title: alt })}</RadixDialog.Title>
          {start !== null && <PreviewBody images={images} thumbnails={thumbnails} start={start} alt={alt} />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function PreviewBody({ images, thumbnails, start, alt }: { images: readonly string[]; thumbnails: readonly string[]; start: number; alt: string }) {
  const { t } = useTranslation();
  const count = images.length;
  const [index, setIndex] = useState(Math.min(Math.max(start, 0), count - 1));
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const activeThumb = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    activeThumb.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const go = (next: number) => {
    setIndex(((next % count) + count) % count);
    setZoom(null);
  };

  // Listened on the document, so the arrows work wherever the focus is inside the preview.
  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      const move: Record<string, (at: number) => number> = {
        ArrowLeft: (at) => at - 1,
        ArrowUp: (at) => at - 1,
        ArrowRight: (at) => at + 1,
        ArrowDown: (at) => at + 1,
        Home: () => 0,
        End: () => count - 1,
      };
      const to = move[e.key];
      if (!to) return;
      e.preventDefault();
      setIndex((at) => (((to(at) % count) + count) % count));
      setZoom(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  const toggleZoom = (e: MouseEvent<HTMLButtonElement>) => {
    if (zoom) return setZoom(null);
    // Zoom around the clicked point; a keyboard click (no pointer position) zooms on the centre.
    const box = e.currentTarget.getBoundingClientRect();
    const inside = e.clientX > 0 && box.width > 0;
    setZoom(inside ? { x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 } : { x: 50, y: 50 });
  };

  const navButton = 'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white';

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex h-14 shrink-0 items-center justify-between gap-4 px-4">
        <p className="truncate text-sm text-slate-300">
          <span className="font-semibold text-white tabular-nums" aria-live="polite">
            {t('Gallery.counter', { current: index + 1, total: count })}
          </span>
          <span className="ml-3 hidden sm:inline">{alt}</span>
        </p>
        <RadixDialog.Close
          aria-label={t('Common.close')}
          className="flex size-10 items-center justify-center rounded-full text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <CloseIcon className="size-6" />
        </RadixDialog.Close>
      </div>
      <div className="flex min-h-0 flex-1 flex-col-reverse gap-3 px-2 pb-3 sm:flex-row sm:px-4 sm:pb-4">
        {count > 1 && (
          <ul
            aria-label={t('Gallery.thumbnails')}
            // Padding inside the scroll box, so the focus outline of a thumbnail is not clipped.
            className="-m-1 flex shrink-0 gap-2 overflow-x-auto p-1 sm:w-30 sm:flex-col sm:overflow-x-visible sm:overflow-y-auto"
          >
            {images.map((src, i) => (
              <li key={`${src}-${i}`} className="shrink-0">
                <button
                  ref={i === index ? activeThumb : undefined}
                  type="button"
                  aria-label={t('Gallery.photo', { n: i + 1 })}
                  aria-current={i === index || undefined}
                  onClick={() => go(i)}
                  className={cn(
                    'block aspect-[4/3] w-20 overflow-hidden rounded-md ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 sm:w-full',
                    i === index ? 'ring-white' : 'opacity-60 ring-transparent hover:opacity-100',
                  )}
                >
                  <img src={thumbnails[i] ?? src} alt="" loading="lazy" className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="relative flex min-h-0 min-w-0 flex-1 items-center justify-center overflow-hidden">
          <button
            type="button"
            aria-pressed={zoom !== null}
            aria-label={t(zoom ? 'Gallery.zoomOut' : 'Gallery.zoomIn')}
            onClick={toggleZoom}
            className={cn('flex size-full items-center justify-center focus-visible:outline-2 focus-visible:outline-white', zoom ? 'cursor-zoom-out' : 'cursor-zoom-in')}
          >
            <img
              src={images[index]}
              alt={t('Gallery.photoAlt', { title: alt, n: index + 1 })}
              draggable={false}
              style={zoom ? { transform: `scale(${PREVIEW_ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
              className="max-h-full max-w-full select-none object-contain transition-transform duration-200"
            />
          </button>
          {count > 1 && (
            <>
              <button type="button" aria-label={t('Gallery.previous')} onClick={() => go(index - 1)} className={cn(navButton, 'left-2')}>
                <ChevronLeftIcon className="size-6" />
              </button>
              <button type="button" aria-label={t('Gallery.next')} onClick={() => go(index + 1)} className={cn(navButton, 'right-2')}>
                <ChevronRightIcon className="size-6" />
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
