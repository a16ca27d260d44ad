import { formatThousands, PAYMENT_PURPOSES, type BalanceInfo, type PaymentPurpose } from '@jauc/contract';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { signedYen } from '../../../lib/money';
import { useProfile } from '../../../lib/session-store';
import { useUserBalance } from '../api/get-user-balance';
import { parsePaymentsParams } from '../lib/payments-url';
import { ClientChoice, choosesClient, type ClientPickerSlot } from './client-choice';
import { PaymentRecords } from './payment-records';
import { PaymentsTotals } from './payments-totals';

function Figure({ label, value, hint, negative, strong }: { label: string; value: string; hint?: string; negative?: boolean; strong?: boolean }) {
  return (
    <div className={cn('rounded-xl border px-4 py-3 shadow-xs', strong ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white')}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={cn('mt-0.5 text-lg font-semibold tabular-nums sm:text-xl', negative ? 'text-red-600' : 'text-slate-900')}>{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-700">{hint}</dd>}
    </div>
  );
}

function BalanceFigures({ info }: { info: BalanceInfo }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Figure label={t('Balance.balance')} value={signedYen(info.balance)} negative={info.balance < 0} />
      <Figure label={t('Balance.creditLimit')} value={signedYen(info.creditLimit)} />
      {info.bidAllow !== undefined && <Figure strong label={t('Balance.bidAllow')} value={signedYen(info.bidAllow)} hint={t('Balance.bidAllowHint')} negative={info.bidAllow < 0} />}
      <Figure label={t('Balance.activeBids')} value={formatThousands(info.activeBids)} />
      <Figure label={t('Balance.dailyBidLimit')} value={formatThousands(info.dailyBidLimit)} />
      <Figure label={t('Balance.dailyUssLimit')} value={formatThousands(info.dailyUssLimit)} />
    </dl>
  );
}

/**
 * `/balance`: what the account holds and may still bid, and its latest ledger entries. A manager
 * picks the client (ClientPicker, `?userId=` in the URL) instead of seeing their own empty account.
 */
/** How to top up the account shown (the payment info feature, composed in by the route). */
export type TopUpSlot = ComponentType<{ userId: number | null }>;

export function BalancePage({ ClientPicker, TopUp }: { ClientPicker?: ClientPickerSlot; TopUp?: TopUpSlot }) {
  const { t } = useTranslation();
  const latestId = useId();
  const profile = useProfile();
  const [search, setSearch] = useSearchParams();
  const picking = ClientPicker !== undefined && choosesClient(profile);
  const userId = picking ? parsePaymentsParams(search).userId : null;
  const balance = useUserBalance(userId, !picking || userId !== null);
  const data = picking && userId === null ? undefined : balance.data;
  const chooseUser = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('userId');
      else next.set('userId', String(id));
      return next;
    });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{userId ? t('Balance.clientTitle', { id: userId }) : t('Balance.title')}</h1>
      {picking && <ClientChoice Picker={ClientPicker} userId={userId} onUserId={chooseUser} />}
      <ErrorAlert error={!picking || userId !== null ? balance.error : null} />
      {!data && balance.isPending && (!picking || userId !== null) && <PageSpinner />}
      {data && (
        <>
          <BalanceFigures info={data.balanceInfo} />
          <PaymentsTotals received={data.totalReceived} spent={data.totalSpent} />
          {TopUp && <TopUp userId={userId} />}
          <section aria-labelledby={latestId} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={latestId} className="text-lg font-semibold text-slate-900">
                {t('Balance.latest')}
              </h2>
              <Link to={userId ? `/payments?userId=${userId}` : '/payments'} className="text-sm font-medium text-brand-700 hover:underline">
                {t('Balance.allPayments')}
              </Link>
            </div>
            {data.latest.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">{t('Payments.empty')}</p>
            ) : (
              <PaymentRecords
                records={data.latest}
                purposeLabels={new Map<PaymentPurpose, string>(PAYMENT_PURPOSES.map((p) => [p, t(`Balance.purpose.${p}`)]))}
                canInvoice={profile?.permission.downloadInvoice ?? false}
                labelledBy={latestId}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
