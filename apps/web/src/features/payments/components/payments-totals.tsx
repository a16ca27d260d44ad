import { formatYen } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { signedYen } from '../../../lib/money';

/** Received and spent over the filtered entries; the balance (when shown) is the whole account's. */
export function PaymentsTotals({ received, spent, balance }: { received: number; spent: number; balance?: number }) {
  const { t } = useTranslation();
  const items = [
    { key: 'received', label: t('Payments.totalReceived'), value: formatYen(received), tone: 'text-emerald-700' },
    { key: 'spent', label: t('Payments.totalSpent'), value: formatYen(spent), tone: 'text-slate-900' },
    ...(balance === undefined ? [] : [{ key: 'balance', label: t('Payments.totalBalance'), value: signedYen(balance), tone: balance < 0 ? 'text-red-600' : 'text-slate-900' }]),
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-2 sm:gap-4', items.length === 3 && 'sm:grid-cols-3')}>
      {items.map((item) => (
        // On phones the balance takes a row of its own, so no figure wraps.
        <div key={item.key} className={cn('rounded-xl border border-slate-200 bg-white px-3 py-2.5 shadow-xs sm:px-4 sm:py-3', item.key === 'balance' && 'col-span-2 sm:col-span-1')}>
          <dt className="text-xs text-slate-500 sm:text-sm">{item.label}</dt>
          <dd className={cn('mt-0.5 text-base font-semibold whitespace-nowrap tabular-nums sm:text-lg', item.tone)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
