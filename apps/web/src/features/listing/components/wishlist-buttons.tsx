import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVORITE_GROUPS, type FavoriteGroup, type ListingLot } from '@jauc/contract';
import { useErrorText } from '../../../components/ui/error-alert';
import { cn } from '../../../lib/cn';
import { useAddFavorite } from '../api/add-favorite';
import { useRemoveFavorite } from '../api/remove-favorite';

const activeGroupOf = (wishList: ListingLot['wishList']): FavoriteGroup | null => wishList.find((w) => w.value)?.group ?? null;

const sizes = {
  sm: 'size-6 text-[11px]',
  md: 'size-8 text-xs',
};

/**
 * One toggle per favorite group A–E (spec 2 §4): a non-active group adds the lot there (moving it
 * out of the other one), the active group removes it. All buttons wait while a request runs; a
 * failure leaves the state as it was and says why next to the buttons.
 */
export function WishlistButtons({
  lot,
  className,
  size = 'md',
  onChange,
}: {
  /** What the buttons need of a lot: a listing row or a lot page. */
  lot: Pick<ListingLot, 'id' | 'wishList' | 'lotType'>;
  className?: string;
  size?: 'sm' | 'md';
  /** After the server confirmed a change (the listing caches are patched by the hooks already). */
  onChange?: (group: FavoriteGroup | null) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const [error, setError] = useState<unknown>(null);

  // The group the server confirmed last, for a parent that does not render from the listing
  // cache. Whenever the lot given changes (the cache was patched or refetched) the lot wins again.
  const fromLot = activeGroupOf(lot.wishList);
  const lotKey = `${lot.id}:${fromLot ?? '-'}`;
  const [seenKey, setSeenKey] = useState(lotKey);
  const [confirmed, setConfirmed] = useState<FavoriteGroup | null | undefined>(undefined);
  if (seenKey !== lotKey) {
    setSeenKey(lotKey);
    setConfirmed(undefined);
  }
  const active = confirmed === undefined ? fromLot : confirmed;
  const pending = add.isPending || remove.isPending;

  const toggle = (group: FavoriteGroup) => (event: MouseEvent) => {
    // Rows and cards open the lot on click: a wishlist click must stay a wishlist click.
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    setError(null);
    const done = (next: FavoriteGroup | null) => () => {
      setConfirmed(next);
      onChange?.(next);
    };
    if (group === active) remove.mutate({ group, carId: lot.id }, { onSuccess: done(null), onError: setError });
    else add.mutate({ carId: lot.id, group, type: lot.lotType ?? 'auction' }, { onSuccess: done(group), onError: setError });
  };

  return (
    <div className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <div role="group" aria-label={t('Wishlist.label')} aria-busy={pending || undefined} className="flex gap-1">
        {FAVORITE_GROUPS.map((group) => {
          const on = group === active;
          const label = t(on ? 'Wishlist.remove' : 'Wishlist.add', { group });
          return (
            <button
              key={group}
              type="button"
              aria-pressed={on}
              aria-label={label}
              title={label}
              disabled={pending}
              onClick={toggle(group)}
              className={cn(
                'inline-flex items-center justify-center rounded border font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                'disabled:cursor-not-allowed disabled:opacity-60',
                on ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-slate-300 bg-white text-slate-600 hover:border-brand-600 hover:text-brand-700',
                sizes[size],
              )}
            >
              {group}
            </button>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
