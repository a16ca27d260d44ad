import type { ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { tokyoParts } from '@jauc/contract';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import { signedYen } from '../../../../lib/money';
import { useCountryList } from '../../../../lib/site/get-country-list';
import type { BidUser } from '../../lib/bid-row';
import type { BidCellProps } from '../list/cell-slots';
import { READ_ONLY_CELLS } from '../list/default-cells';
import { useProfile } from '../../../../lib/session-store';
import { viewerOf } from '../../lib/list-kind';

const dateOf = (iso: string | null) => (iso ? tokyoParts(new Date(iso)).date : '—');

/** The country list loads with the first popover opened, not with the list. */
function CountryName({ id }: { id: number }) {
  const countries = useCountryList();
  return <>{countries.data?.find((c) => c.value === id)?.label ?? '…'}</>;
}

function Row({ label, children, alert }: { label: string; children: ReactNode; alert?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className={cn('text-right font-medium text-slate-900 tabular-nums', alert && 'text-red-600')}>{children}</dd>
    </div>
  );
}

function UserDetails({ user }: { user: BidUser }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm font-semibold text-slate-900">{user.name}</p>
      {user.company && <p className="text-xs text-slate-600">{user.company}</p>}
      <dl className="mt-2 divide-y divide-slate-100 text-xs">
        <Row label={t('BidManage.user.clientId')}>{user.clientId}</Row>
        {user.userLevel !== null && <Row label={t('BidManage.user.level')}>{t(`Profile.roles.${user.userLevel}`, { defaultValue: String(user.userLevel) })}</Row>}
        {user.country !== undefined && (
          <Row label={t('Auth.country')}>
            <CountryName id={user.country} />
          </Row>
        )}
        {user.carDealer && <Row label={t('BidManage.user.dealer')}>{user.carDealer}</Row>}
        <Row label={t('Profile.balance')} alert={user.balance < 0}>
          {signedYen(user.balance)}
        </Row>
        <Row label={t('Profile.creditLimit')}>{signedYen(user.creditLimit)}</Row>
        <Row label={t('BidManage.user.createdAt')}>{dateOf(user.createdAt)}</Row>
        <Row label={t('BidManage.user.lastLogin')}>{dateOf(user.lastLogin)}</Row>
      </dl>
      {user.note && (
        <div className="mt-2 rounded-md bg-amber-50 px-2.5 py-2 text-xs text-amber-900">
          <p className="font-semibold">{t('BidManage.user.note')}</p>
          <p className="mt-0.5 whitespace-pre-line">{user.note}</p>
        </div>
      )}
    </>
  );
}

/**
 * The bid's owner for a manager (spec 2 §3 "User object on a bid", §6): the name opens a popover
 * with the client's details — id, level, country, dealer, balance, credit limit, dates, note.
 */
export function UserPopover(props: BidCellProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const user = props.bid.user;
  // The details are the managers' (spec 2 §6): anyone else gets the read-only cell, whatever list uses this slot.
  if (!profile || viewerOf(profile.detail) !== 'manager') return <READ_ONLY_CELLS.UserCell {...props} />;
  if (!user) return <span className="text-slate-400">—</span>;
  return (
    <Popover.Root>
      <Popover.Trigger
        // The name starts with the text the button shows (WCAG 2.5.3): the client's name and company.
        aria-label={t('BidManage.user.open', { name: [user.name, user.company].filter(Boolean).join(' ') })}
        className="group inline-flex max-w-full min-w-0 items-center gap-1 rounded text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium text-brand-700 group-hover:underline">{user.name}</span>
          {/* A space between the lines, so the text reads "Name Company", as the name says. */}
          {user.company && ' '}
          {user.company && <span className="block truncate text-xs text-slate-500">{user.company}</span>}
        </span>
        <ChevronDownIcon className="size-3.5 shrink-0 text-slate-400" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-3.5 shadow-xl outline-none"
        >
          <UserDetails user={user} />
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
