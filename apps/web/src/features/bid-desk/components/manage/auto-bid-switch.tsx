import { Switch as RadixSwitch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useUpdateAutoBid } from '../../api/update-auto-bid';
import { useDebouncedSwitch } from '../../hooks/use-debounced-switch';
import { cn } from '../../../../lib/cn';

interface AutoBidSwitchProps {
  bidId: number;
  lotNo: number;
  autoBid: boolean;
  disabled?: boolean;
  onError: (error: unknown) => void;
  /** The grid's narrow actions column: the label goes under the switch, smaller. */
  compact?: boolean;
  className?: string;
}

/** The manager's auto-bid switch on a bid row (spec 2 §4 "Auto-bid"): sent 400 ms after the last flip. */
export function AutoBidSwitch({ bidId, lotNo, autoBid, disabled, onError, compact = false, className }: AutoBidSwitchProps) {
  const { t } = useTranslation();
  const mutation = useUpdateAutoBid();
  const { checked, flip } = useDebouncedSwitch(autoBid, (value) => mutation.mutateAsync({ bidId, autoBid: value }), onError);
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center font-medium text-slate-700',
        compact ? 'flex-col gap-0.5 text-[10px]' : 'gap-2 text-xs',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <RadixSwitch.Root
        checked={checked}
        onCheckedChange={flip}
        disabled={disabled}
        aria-label={t('BidManage.autoBidFor', { lotNo })}
        className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed data-[state=checked]:bg-brand-600"
      >
        <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-4.5" />
      </RadixSwitch.Root>
      <span aria-hidden className="whitespace-nowrap">{t('BidManage.autoBid')}</span>
    </label>
  );
}
