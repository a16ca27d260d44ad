import { PURCHASE_STATUS } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** The way a car normally goes, Processing (0) to Delivered (5) (spec 2 §4 "Purchase status"). */
const PATH = [0, 1, 2, 3, 4, 5] as const;
/** Statuses that leave the way: shown as the last step, in red (resale in orange). */
const ENDS: ReadonlySet<number> = new Set([PURCHASE_STATUS.shippingCancelled, PURCHASE_STATUS.purchaseCancelled, PURCHASE_STATUS.auctionResale]);

/**
 * The logistics as a timeline of the purchase statuses: the steps done, the current one
 * (announced as current), the ones to come. A cancelled or resold car ends at that status.
 */
export function PurchaseTimeline({ status }: { status: number | null }) {
  const { t } = useTranslation();
  const current = status ?? 0;
  const ended = ENDS.has(current);
  const steps: number[] = ended ? [0, current] : [...PATH];
  return (
    <ol aria-label={t('Purchases.timeline')} className="flex flex-col gap-0">
      {steps.map((step, i) => {
        const done = ended ? i === 0 : step < current;
        const isCurrent = step === current;
        const last = i === steps.length - 1;
        return (
          <li key={step} aria-current={isCurrent ? 'step' : undefined} className="relative flex gap-3 pb-4 last:pb-0">
            {!last && <span aria-hidden className={cn('absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5', done ? 'bg-brand-600' : 'bg-slate-200')} />}
            <span
              aria-hidden
              className={cn(
                'relative flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs',
                done && 'border-brand-600 bg-brand-600 text-white',
                isCurrent && !ENDS.has(step) && 'border-brand-600 bg-white',
                isCurrent && ENDS.has(step) && (step === PURCHASE_STATUS.auctionResale ? 'border-orange-500 bg-orange-500' : 'border-red-600 bg-red-600'),
                !done && !isCurrent && 'border-slate-300 bg-white',
              )}
            >
              {done && <CheckIcon className="size-3.5" />}
              {isCurrent && !ENDS.has(step) && <span className="size-2 rounded-full bg-brand-600" />}
            </span>
            <span className={cn('pt-0.5 text-sm', isCurrent ? 'font-semibold text-slate-900' : done ? 'text-slate-700' : 'text-slate-500')}>
              {t(`Purchases.statusName.${step}`)}
              <span className="sr-only">{isCurrent ? ` — ${t('Purchases.stepCurrent')}` : done ? ` — ${t('Purchases.stepDone')}` : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
