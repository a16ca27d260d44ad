import type { PaymentPurpose, PaymentRecord } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { signedYen } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/use-media-query';
import { InvoiceButton } from './invoice-button';

interface PaymentRecordsProps {
  records: PaymentRecord[];
  purposeLabels: ReadonlyMap<PaymentPurpose, string>;
  /** The signed-in user may download invoices (permission downloadInvoice). */
  canInvoice: boolean;
  labelledBy: string;
}

const amountTone = (amount: number) => (amount > 0 ? 'text-emerald-700' : amount < 0 ? 'text-slate-900' : 'text-slate-500');
const shipping = (r: PaymentRecord) => [r.etd && `ETD ${r.etd}`, r.eta && `ETA ${r.eta}`].filter(Boolean).join(' · ');

/** The ledger entries: a table from tablet width, cards on phones; each with its running balance. */
export function PaymentRecords({ records, purposeLabels, canInvoice, labelledBy }: PaymentRecordsProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 768px)', true);
  const invoice = (r: PaymentRecord) => (canInvoice && r.purchasedCarId !== null ? <InvoiceButton entryId={r.id} /> : null);
  const purpose = (r: PaymentRecord) => purposeLabels.get(r.purpose) ?? r.purpose;

  if (!wide) {
    return (
      <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
        {records.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-sm text-slate-600 tabular-nums">{r.date}</span>
              <span className={cn('text-base font-semibold tabular-nums', amountTone(r.amount))}>{signedYen(r.amount)}</span>
            </div>
            <p className="mt-1 text-sm font-medium text-slate-900">{purpose(r)}</p>
            {r.description && <p className="mt-0.5 text-sm break-words text-slate-700">{r.description}</p>}
            {shipping(r) && <p className="mt-0.5 text-xs text-slate-500 tabular-nums">{shipping(r)}</p>}
            <div className="mt-2 flex items-center justify-between gap-3 border-t border-slate-100 pt-2">
              <span className="text-xs text-slate-500">
                {t('Payments.balanceAfter')}: <span className={cn('font-semibold tabular-nums', r.balance < 0 ? 'text-red-600' : 'text-slate-900')}>{signedYen(r.balance)}</span>
              </span>
              {invoice(r)}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
      <table aria-labelledby={labelledBy} className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2.5">{t('Payments.date')}</th>
            <th scope="col" className="px-4 py-2.5">{t('Payments.typeColumn')}</th>
            <th scope="col" className="px-4 py-2.5">{t('Payments.description')}</th>
            <th scope="col" className="px-4 py-2.5 text-right">{t('Payments.amount')}</th>
            <th scope="col" className="px-4 py-2.5 text-right whitespace-nowrap">{t('Payments.balanceAfter')}</th>
            <th scope="col" className="px-4 py-2.5">
              <span className="sr-only">{t('Payments.documents')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {records.map((r) => (
            <tr key={r.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">{r.date}</td>
              <td className="px-4 py-3 text-slate-900">{purpose(r)}</td>
              <td className="px-4 py-3 text-slate-700">
                <span className="break-words">{r.description}</span>
                {shipping(r) && <span className="block text-xs text-slate-500 tabular-nums">{shipping(r)}</span>}
              </td>
              <td className={cn('px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums', amountTone(r.amount))}>{signedYen(r.amount)}</td>
              <td className={cn('px-4 py-3 text-right whitespace-nowrap tabular-nums', r.balance < 0 ? 'text-red-600' : 'text-slate-900')}>{signedYen(r.balance)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{invoice(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
