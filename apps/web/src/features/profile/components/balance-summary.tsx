import { formatThousands, formatYen, type BalanceInfo } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { ProfileCard } from './profile-card';

/** Money figures of the account in yen (space thousands separators), and the active bid count. */
export function BalanceSummary({ info }: { info: BalanceInfo }) {
  const { t } = useTranslation();
  const items = [
    { label: t('Profile.balance'), value: formatYen(info.balance), negative: info.balance < 0 },
    { label: t('Profile.creditLimit'), value: formatYen(info.creditLimit) },
    ...(info.bidAllow === undefined ? [] : [{ label: t('Profile.bidAllow'), value: formatYen(info.bidAllow), negative: info.bidAllow < 0 }]),
    { label: t('Profile.activeBids'), value: formatThousands(info.activeBids) },
  ];
  return (
    <ProfileCard title={t('Profile.balanceTitle')}>
      <dl className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg bg-slate-50 px-3 py-2.5">
            <dt className="text-xs text-slate-500">{item.label}</dt>
            <dd className={cn('mt-0.5 text-base font-semibold tabular-nums', item.negative ? 'text-red-600' : 'text-slate-900')}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
