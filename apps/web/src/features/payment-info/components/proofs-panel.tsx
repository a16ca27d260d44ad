import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYen, tokyoParts, type PaymentProof } from '@jauc/contract';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { ErrorAlert, useErrorText } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { DownloadIcon } from '../../../components/ui/icons';
import { parseAmount } from '../../../lib/amount-input';
import { formatDateInput } from '../../../lib/date-input';
import { serverNow } from '../../../lib/server-clock';
import { usePaymentProofs } from '../api/get-payment-proofs';
import { useRecordPaymentProof } from '../api/record-payment-proof';
import { useRejectPaymentProof } from '../api/reject-payment-proof';
import { fileSize } from './proof-state';

/** One waiting proof: look at the file, then record the deposit (amount, date) or reject it with a reason. */
function WaitingProof({ proof, onDone }: { proof: PaymentProof; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(() => tokyoParts(serverNow()).date);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<'amount' | 'reason' | null>(null);
  const record = useRecordPaymentProof();
  const reject = useRejectPaymentProof();
  const headingId = useId();
  const onRecord = (e: FormEvent) => {
    e.preventDefault();
    const value = parseAmount(amount);
    if (!value || value <= 0) return setMissing('amount');
    setMissing(null);
    record.mutate({ id: proof.id, amount: value, date }, {
      onSuccess: (done) => onDone(t('PayInfo.recorded', { amount: formatYen(done.proof.amount ?? value), reference: proof.reference })),
    });
  };
  const onReject = () => {
    if (!reason.trim()) return setMissing('reason');
    setMissing(null);
    reject.mutate({ id: proof.id, reason: reason.trim() }, { onSuccess: () => onDone(t('PayInfo.rejectedDone', { reference: proof.reference })) });
  };
  const failed = record.error ?? reject.error;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={headingId} className="text-sm font-medium text-slate-900">
          {t('PayInfo.proofFrom', { name: proof.clientName, reference: proof.reference })}
        </p>
        <a href={proof.path} download={proof.name} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <DownloadIcon className="size-4 shrink-0" />
          {proof.name} · {fileSize(proof.size)} · {proof.uploadedAt.slice(0, 10)}
        </a>
      </div>
      <form onSubmit={onRecord} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]" aria-label={t('PayInfo.recordFor', { reference: proof.reference })}>
        <AmountField label={t('PayInfo.amount')} value={amount} onValueChange={setAmount} error={missing === 'amount' ? t('Errors.DepositAmount') : undefined} />
        <TextField label={t('PayInfo.date')} inputMode="numeric" autoComplete="off" value={date} onChange={(e) => setDate(formatDateInput(e.target.value))} />
        <Button type="submit" size="sm" pending={record.isPending}>
          {t('PayInfo.record')}
        </Button>
      </form>
      {rejecting ? (
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
          <TextField label={t('PayInfo.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} error={missing === 'reason' ? t('Errors.Required') : undefined} />
          <Button variant="secondary" size="sm" pending={reject.isPending} onClick={onReject}>
            {t('PayInfo.rejectConfirm')}
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setRejecting(true)}>
            {t('PayInfo.reject')}
          </Button>
        </div>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(failed)}
        </p>
      )}
    </li>
  );
}

/** The managers' dashboard panel: proofs of payment waiting, oldest first, each decided in one step. */
export function ProofsPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error } = usePaymentProofs('waiting');
  const proofs = data?.proofs ?? [];
  // Said here, not on the proof's row: a decided proof leaves the waiting list at once.
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {data ? t('PayInfo.waitingTitle', { count: proofs.length }) : t('PayInfo.waitingTitleLoading')}
        </h2>
        <Link to="/payment-accounts" className="text-sm font-medium text-brand-700 hover:underline">
          {t('PayInfo.accountsLink')}
        </Link>
      </div>
      <ErrorAlert error={error} />
      {done && (
        <p role="status" className="text-sm text-emerald-700">
          {done}
        </p>
      )}
      {/* The loading line holds the place of "none waiting", the usual answer, so the dashboard under it stays put. */}
      {!data && !error && <p className="text-sm text-slate-500">{t('App.loading')}</p>}
      {data && proofs.length === 0 && <p className="text-sm text-slate-600">{t('PayInfo.noneWaiting')}</p>}
      <ul className="flex flex-col divide-y divide-slate-100">
        {proofs.map((p) => (
          <WaitingProof key={p.id} proof={p} onDone={setDone} />
        ))}
      </ul>
    </section>
  );
}
