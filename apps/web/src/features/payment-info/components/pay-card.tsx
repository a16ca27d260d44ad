import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentAccount } from '@jauc/contract';
import { DownloadIcon } from '../../../components/ui/icons';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { usePaymentInfo, type PayTarget } from '../api/get-payment-info';
import { ProofUpload } from './proof-upload';
import { fileSize, ProofState } from './proof-state';

function AccountDetails({ account }: { account: PaymentAccount }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('PayInfo.seller'), `${account.sellerName}, ${account.sellerAddress}`], [t('PayInfo.bank'), account.bankName], [t('PayInfo.bankAddress'), account.bankAddress],
    [t('PayInfo.swift'), account.swift], [t('PayInfo.accountNumber'), account.accountNumber], [t('PayInfo.accountHolder'), account.accountHolder],
  ];
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('PayInfo.inCurrency', { currency: account.currency })}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.filter(([, v]) => v).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {account.note && <p className="mt-2 text-xs text-slate-600">{account.note}</p>}
    </div>
  );
}

/**
 * How to pay (issue 21 §5): the payment reference, the seller's bank details per currency, the
 * proofs sent so far and the form for a new one. On a purchased car's page (pay for it) and on the
 * balance page (top up); `canUpload` is false where the viewer only reads.
 */
export function PayCard({ target, title, canUpload = true }: { target: PayTarget; title: string; canUpload?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error } = usePaymentInfo(target);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <ErrorAlert error={error} />
      {data && (
        <>
          <p className="text-sm text-slate-700">
            {t('PayInfo.referenceLabel')} <strong className="font-mono text-slate-900" data-testid="payment-reference">{data.reference}</strong>
          </p>
          <p className="text-xs text-slate-600">{t('PayInfo.referenceHint')}</p>
          {data.accounts.length === 0 ? (
            <p className="text-sm text-slate-600">{t('PayInfo.noAccounts')}</p>
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {data.accounts.map((a) => (
                <AccountDetails key={a.currency} account={a} />
              ))}
            </div>
          )}
          {data.proofs.length > 0 && (
            <div className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold text-slate-900">{t('PayInfo.proofsSent')}</h3>
              <ul className="flex flex-col divide-y divide-slate-100 text-sm">
                {data.proofs.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <a href={p.path} download={p.name} className="inline-flex min-w-0 items-center gap-2 break-all font-medium text-brand-700 hover:underline">
                      <DownloadIcon className="size-4 shrink-0" />
                      {p.name}
                    </a>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      {fileSize(p.size)} · {p.uploadedAt.slice(0, 10)}
                      <ProofState proof={p} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {canUpload && <ProofUpload target={target} />}
        </>
      )}
    </section>
  );
}
