import { formatYen, tokyoParts, type MyOrder, type OrderStatus } from '@jauc/contract';
import type { TFunction } from 'i18next';
import type { BadgeTone } from '../../../components/ui/badge';

export const STATUS_TONE: Record<OrderStatus, BadgeTone> = { new: 'blue', in_work: 'amber', done: 'green' };

export const orderDate = (iso: string) => {
  const p = tokyoParts(new Date(iso));
  return `${p.date} ${p.time}`;
};

/** "TOYOTA PRIUS, 2015 – 2019, up to ¥1,500,000". */
export function carAskedFor(o: MyOrder, t: TFunction): string {
  const years = o.yearFrom === null && o.yearTo === null ? null : `${o.yearFrom ?? t('MakeAnOrder.any')} – ${o.yearTo ?? t('MakeAnOrder.any')}`;
  return [`${o.makerName}${o.model ? ` ${o.model}` : ''}`, years, t('Orders.budgetUpTo', { budget: formatYen(o.budget) })].filter(Boolean).join(', ');
}
