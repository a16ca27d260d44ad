import { useTranslation } from 'react-i18next';
import type { FavoriteGroup, PageType } from '@jauc/contract';
import { useProfile } from '../../../lib/session-store';
import type { ListingUrlState } from '../lib/listing-url';

interface Props {
  pageType: PageType;
  favorite?: FavoriteGroup;
  state: ListingUrlState;
  onChange: (state: ListingUrlState) => void;
}

/**
 * The two ticks above the list: the car auctions' lots still taking bids (issue 18 §2: the page
 * opens on them; unticked, every lot — a chosen day or a search shows every lot), and, for a viewer
 * whose country has Japan's export rules, only the lots that may go there (issue 21 §1).
 */
export function ListingViews({ pageType, favorite, state, onChange }: Props) {
  const { t } = useTranslation();
  const exportRules = useProfile()?.detail.exportRules ?? false;
  const bidding = pageType === 'car-auction' && !favorite;
  if (!bidding && !exportRules) return null;
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      {bidding && (
        <Tick checked={state.bidding !== 'all'} onChange={(on) => onChange({ ...state, bidding: on ? undefined : 'all' })}>
          {t('Listing.biddingOpenOnly')}
        </Tick>
      )}
      {exportRules && (
        <Tick checked={state.exportable === '1'} onChange={(on) => onChange({ ...state, exportable: on ? '1' : undefined })}>
          {t('Listing.exportableOnly')}
        </Tick>
      )}
    </div>
  );
}

function Tick({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: string }) {
  return (
    <label className="inline-flex w-fit items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 rounded border-slate-300 accent-brand-600" />
      {children}
    </label>
  );
}
