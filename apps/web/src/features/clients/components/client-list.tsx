import { tokyoParts, type ClientRow } from '@jauc/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { signedYen } from '../../../lib/money';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';

export type ClientAction = 'deposit' | 'edit';

interface ClientListProps {
  clients: ClientRow[];
  labelledBy: string;
  onAction: (client: ClientRow, action: ClientAction) => void;
}

const when = (iso: string | null) => {
  if (!iso) return '—';
  const p = tokyoParts(new Date(iso));
  return `${p.date} ${p.time}`;
};
const day = (iso: string) => tokyoParts(new Date(iso)).date;

function Actions({ client, onAction, stacked = false }: { client: ClientRow; onAction: ClientListProps['onAction']; stacked?: boolean }) {
  const { t } = useTranslation();
  const name = client.fullName;
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col items-stretch whitespace-nowrap' : 'flex-wrap')}>
      <Button size="sm" onClick={() => onAction(client, 'deposit')} aria-label={t('Clients.depositFor', { name })}>
        {t('Clients.depositAction')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onAction(client, 'edit')} aria-label={t('Clients.editFor', { name })}>
        {t('Clients.editAction')}
      </Button>
      <Link
        to={`/payments?userId=${client.id}`}
        aria-label={t('Clients.paymentsFor', { name })}
        className="inline-flex h-8 items-center justify-center rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-slate-100 hover:underline"
      >
        {t('Clients.paymentsAction')}
      </Link>
    </div>
  );
}

function RoleBadge({ client }: { client: ClientRow }) {
  return <Badge tone={client.biddingAllowed ? 'gray' : 'amber'}>{client.type}</Badge>;
}

function Money({ value }: { value: number }) {
  return <span className={cn('tabular-nums', value < 0 && 'text-red-600')}>{signedYen(value)}</span>;
}

/** The client accounts: a table on wide screens, cards below. */
export function ClientList({ clients, labelledBy, onAction }: ClientListProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_SCREEN, true);
  if (!wide) {
    return (
      <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
        {clients.map((c) => {
          const rows: Array<[string, ReactNode]> = [
            [t('Clients.company'), c.company ?? '—'],
            [t('Clients.country'), c.country],
            [t('Clients.balance'), <Money key="b" value={c.balance} />],
            [t('Clients.creditLimit'), <Money key="c" value={c.creditLimit} />],
            [t('Clients.manager'), c.dealer ? `${c.manager ?? '—'} · ${c.dealer}` : (c.manager ?? '—')],
            [t('Clients.registered'), when(c.createdAt)],
            [t('Clients.lastLogin'), when(c.lastLogin)],
          ];
          return (
            <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{c.fullName}</p>
                  <p className="text-xs break-all text-slate-500">
                    #{c.clientId} · {c.email}
                  </p>
                </div>
                <RoleBadge client={c} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
                {rows.map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="text-xs text-slate-500">{label}</dt>
                    <dd className="break-words text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              {c.note && <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm break-words text-slate-700">{c.note}</p>}
              <div className="mt-3 border-t border-slate-100 pt-3">
                <Actions client={c} onAction={onAction} />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
      <table aria-labelledby={labelledBy} className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2.5">{t('Clients.client')}</th>
            <th scope="col" className="px-3 py-2.5">{t('Clients.company')}</th>
            <th scope="col" className="px-3 py-2.5">{t('Clients.type')}</th>
            <th scope="col" className="px-3 py-2.5 text-right">{t('Clients.balance')}</th>
            <th scope="col" className="px-3 py-2.5 text-right">{t('Clients.creditLimit')}</th>
            <th scope="col" className="px-3 py-2.5">{t('Clients.manager')}</th>
            <th scope="col" className="px-3 py-2.5">{t('Clients.note')}</th>
            <th scope="col" className="px-3 py-2.5">
              <span className="sr-only">{t('Clients.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.map((c) => (
            <tr key={c.id} className="align-top">
              <td className="px-3 py-3">
                <p className="font-medium text-slate-900">{c.fullName}</p>
                <p className="text-xs break-all text-slate-500">
                  #{c.clientId} · {c.email}
                </p>
                <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
                  {t('Clients.registeredAt', { when: day(c.createdAt) })} · {t('Clients.lastLoginAt', { when: when(c.lastLogin) })}
                </p>
              </td>
              <td className="px-3 py-3 text-slate-700">
                {c.company ?? '—'}
                <span className="block text-xs text-slate-500">{c.country}</span>
              </td>
              <td className="px-3 py-3">
                <RoleBadge client={c} />
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap">
                <Money value={c.balance} />
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap">
                <Money value={c.creditLimit} />
              </td>
              <td className="px-3 py-3 text-slate-700">
                {c.manager ?? '—'}
                {c.dealer && <span className="block text-xs text-slate-500">{t('Clients.dealer', { name: c.dealer })}</span>}
              </td>
              <td className="max-w-44 px-3 py-3 text-slate-700">
                <span className="line-clamp-3 break-words">{c.note ?? ''}</span>
              </td>
              <td className="px-3 py-3">
                <Actions client={c} onAction={onAction} stacked />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
