import { formatYen, type PaymentProof } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const TONE = { waiting: 'bg-amber-50 text-amber-800', recorded: 'bg-emerald-50 text-emerald-800', rejected: 'bg-red-50 text-red-800' } as const;

/** A proof's state as a badge, with the recorded amount or the reason of a rejection. */
export function ProofState({ proof }: { proof: PaymentProof }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs">
      <span className={cn('rounded-full px-2 py-0.5 font-medium', TONE[proof.state])}>{t(`PayInfo.state.${proof.state}`)}</span>
      {proof.state === 'recorded' && proof.amount !== null && <span className="text-slate-700">{formatYen(proof.amount)}</span>}
      {proof.state === 'rejected' && proof.rejectReason && <span className="text-slate-700">{t('PayInfo.rejectedBecause', { reason: proof.rejectReason })}</span>}
    </span>
  );
}

export const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
