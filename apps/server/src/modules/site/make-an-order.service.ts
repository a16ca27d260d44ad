import { formatYen, MSG, ORDER_FLOOD_LIMIT, type MakeAnOrderBody, type MakeAnOrderResponse } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { AppError, unprocessable } from '../../lib/errors.js';
import { hitLimit } from '../../lib/rate-limit.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import type { Mailer } from '../mail/mailer.js';
import type { MailContent } from '../mail/templates.js';
import * as repo from './make-an-order.repo.js';

export interface OrderContext {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'send'>;
}

const HOUR_MS = 60 * 60_000;
const floodKey = (userId: number) => `order:${userId}`;

// POST /site/make-an-order (issue 14 §3; contract site/make-an-order.ts). The maker is checked
// before the limit is counted, so a form refused for its input does not use up one of the five.

export async function makeAnOrder(ctx: OrderContext, user: AuthUser, body: MakeAnOrderBody): Promise<MakeAnOrderResponse> {
  const maker = await repo.findMaker(ctx.db, body.makerId);
  if (!maker) throw unprocessable({ makerId: MSG.invalidField });
  if (!(await hitLimit(ctx.db, floodKey(user.id), ORDER_FLOOD_LIMIT, HOUR_MS))) throw new AppError(429, 'order_flood');
  const orderId = await repo.insertOrder(ctx.db, user.id, body);

  // The managers work in English; the mail goes after the answer (the order is already stored).
  ctx.mailer.enqueue('order', async () => {
    const [client, managers] = await Promise.all([repo.clientOf(ctx.db, user.id), repo.activeManagerEmails(ctx.db)]);
    const content = orderMail(orderId, maker.name, body, { id: user.id, fullName: client?.fullName ?? '', email: client?.email ?? '' });
    for (const to of managers) await ctx.mailer.send({ to, kind: 'order', ...content });
  });
  return { success: true, orderId };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function orderMail(orderId: number, makerName: string, body: MakeAnOrderBody, client: { id: number; fullName: string; email: string }): MailContent {
  const years = body.yearFrom === null && body.yearTo === null ? 'any' : `${body.yearFrom ?? 'any'} to ${body.yearTo ?? 'any'}`;
  const rows: [string, string][] = [
    ['Client', `${client.fullName} <${client.email}>, client ID ${client.id}`],
    ['Maker', makerName],
    ['Model', body.model ?? 'any'],
    ['Years', years],
    ['Budget', formatYen(body.budget)],
    ['Comment', body.comment ?? '-'],
  ];
  const subject = `Order #${orderId}: ${makerName}${body.model ? ` ${body.model}` : ''}`;
  const text = [`A client asked us to find a car (order #${orderId}).`, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', 'JAUC Portal'].join('\n');
  const html = `<p>A client asked us to find a car (order #${orderId}).</p><table>${rows
    .map(([k, v]) => `<tr><th align="left">${k}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p>JAUC Portal</p>`;
  return { subject, text, html };
}
