import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bidStatusTone, type StatusTone } from '../../../../components/ui/status-badge';
import { Tooltip } from '../../../../components/ui/tooltip';
import { cn } from '../../../../lib/cn';
import type { StatusChoice } from '../../lib/manage-status';

// The colour hint of each status button (spec 2 §4): its tone when chosen, a tinted border otherwise.
// The chosen shades keep white 11 px text at 4.5:1 or more (orange and green at 700).
const chosen: Record<StatusTone, string> = {
  orange: 'border-orange-700 bg-orange-700 text-white',
  blue: 'border-blue-600 bg-blue-600 text-white',
  red: 'border-red-600 bg-red-600 text-white',
  gray: 'border-slate-500 bg-slate-500 text-white',
  purple: 'border-purple-600 bg-purple-600 text-white',
  green: 'border-green-700 bg-green-700 text-white',
};
const offered: Record<StatusTone, string> = {
  orange: 'border-orange-300 text-orange-800 hover:bg-orange-50',
  blue: 'border-blue-300 text-blue-800 hover:bg-blue-50',
  red: 'border-red-300 text-red-800 hover:bg-red-50',
  gray: 'border-slate-300 text-slate-700 hover:bg-slate-50',
  purple: 'border-purple-300 text-purple-800 hover:bg-purple-50',
  green: 'border-green-300 text-green-800 hover:bg-green-50',
};

interface StatusButtonProps {
  status: number;
  choice: StatusChoice;
  onChoose: () => void;
}

/**
 * One status button of a bid row. A blocked one (New -> Bid / Don't bid before the auction day)
 * stays focusable and says why in a tooltip — on hover, on focus, and on a tap, where phones
 * have no hover.
 */
export function StatusButton({ status, choice, onChoose }: StatusButtonProps) {
  const { t } = useTranslation();
  const [why, setWhy] = useState(false);
  const blocked = choice === 'future-blocked';
  const tone = bidStatusTone(status);
  const button = (
    <button
      type="button"
      aria-pressed={choice === 'current'}
      aria-disabled={blocked || undefined}
      data-status={status}
      onClick={() => (blocked ? setWhy(true) : onChoose())}
      className={cn(
        'min-h-7 truncate rounded-md border px-1 py-0.5 text-[11px] leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        choice === 'current' ? chosen[tone] : offered[tone],
        blocked && 'cursor-not-allowed opacity-45 hover:bg-transparent',
      )}
    >
      {t(`BidStatus.${status}`)}
    </button>
  );
  if (!blocked) return button;
  return (
    <Tooltip content={t('BidManage.futureBlocked')} open={why} onOpenChange={setWhy}>
      {button}
    </Tooltip>
  );
}
