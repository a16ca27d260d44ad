import { formatYen } from '@jauc/contract';
import type { TextLanguage } from '../../lib/request-language.js';
import type { MailContent } from '../mail/templates.js';

// The e-mails telling a client what became of their proof of payment, in the client's profile
// language (DESIGN.md §2: texts the server sends are translated).

const T = {
  en: {
    recordedSubject: (ref: string) => `Payment received: ${ref}`,
    recorded: (amount: string, ref: string) => `We received your payment of ${amount} (reference ${ref}). It is now in your balance.`,
    rejectedSubject: (ref: string) => `Proof of payment not accepted: ${ref}`,
    rejected: (ref: string, reason: string) => `Your proof of payment (reference ${ref}) was not accepted. The manager wrote: ${reason}`,
    greeting: (name: string) => `Hello, ${name}!`,
    open: 'Open your balance',
    signature: 'JAUC Portal',
  },
  ru: {
    recordedSubject: (ref: string) => `Платёж получен: ${ref}`,
    recorded: (amount: string, ref: string) => `Мы получили ваш платёж на сумму ${amount} (назначение ${ref}). Он зачислен на ваш баланс.`,
    rejectedSubject: (ref: string) => `Подтверждение оплаты не принято: ${ref}`,
    rejected: (ref: string, reason: string) => `Ваше подтверждение оплаты (назначение ${ref}) не принято. Менеджер пишет: ${reason}`,
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    open: 'Открыть баланс',
    signature: 'Портал JAUC',
  },
} as const;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function proofDecidedMail(
  lang: TextLanguage, name: string, reference: string, link: string, outcome: { amount: number } | { reason: string },
): MailContent {
  const t = T[lang];
  const recorded = 'amount' in outcome;
  const subject = recorded ? t.recordedSubject(reference) : t.rejectedSubject(reference);
  const body = recorded ? t.recorded(formatYen(outcome.amount), reference) : t.rejected(reference, outcome.reason);
  return {
    subject,
    text: `${t.greeting(name)}\n\n${body}\n\n${t.open}: ${link}\n\n${t.signature}`,
    html: `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(body)}</p>`
      + `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p><p>${escapeHtml(t.signature)}</p>`,
  };
}
