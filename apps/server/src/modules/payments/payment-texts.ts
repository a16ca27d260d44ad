import { formatYen, type FinanceKey, type LedgerType, type PaymentPurpose } from '@jauc/contract';
import type { TextLanguage } from '../../lib/request-language.js';
import type { MailContent } from '../mail/templates.js';

// Texts of the payments the server sends (DESIGN.md §2: translated on the server, in the request's
// language): type and purpose labels, the descriptions of bookings made by Wins (derived from the
// entry's links when read, so they follow the language of whoever reads them), and the e-mail of an
// account activated by its first deposit (in the client's profile language).

const T = {
  en: {
    types: { remittance: 'Remittances', car_purchase: 'Car Purchase' } as Record<LedgerType, string>,
    purposes: {
      deposit: 'Remittance', purchase: 'Car purchase', purchase_cancelled: 'Purchase cancelled', price_correction: 'Price correction', fees: 'Fees changed',
    } as Record<PaymentPurpose, string>,
    feeLines: {
      carPrice: 'car price', auctionFee: 'auction fee', agentFee: 'agent fee', delivery: 'delivery', freight: 'freight', otherFees: 'other fees',
    } as Record<FinanceKey, string>,
    lot: (lotNo: number) => `lot ${lotNo}`,
    activatedSubject: 'Your account is active: you can bid now',
    greeting: (name: string) => `Hello, ${name}!`,
    activated: (amount: string) => `We received your deposit of ${amount}. Your account is now active and you can place bids on auction lots.`,
    open: 'Open the portal',
    signature: 'JAUC Portal',
  },
  ru: {
    types: { remittance: 'Платежи', car_purchase: 'Покупка автомобиля' } as Record<LedgerType, string>,
    purposes: {
      deposit: 'Платёж', purchase: 'Покупка автомобиля', purchase_cancelled: 'Покупка отменена', price_correction: 'Исправление цены',
      fees: 'Изменение сборов',
    } as Record<PaymentPurpose, string>,
    feeLines: {
      carPrice: 'цена автомобиля', auctionFee: 'аукционный сбор', agentFee: 'агентское вознаграждение', delivery: 'доставка', freight: 'фрахт',
      otherFees: 'прочие расходы',
    } as Record<FinanceKey, string>,
    lot: (lotNo: number) => `лот ${lotNo}`,
    activatedSubject: 'Ваша учётная запись активна: теперь вы можете делать ставки',
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    activated: (amount: string) => `Мы получили ваш платёж на сумму ${amount}. Ваша учётная запись активна, и вы можете делать ставки на аукционные лоты.`,
    open: 'Открыть портал',
    signature: 'Портал JAUC',
  },
};

export const typeLabel = (lang: TextLanguage, type: LedgerType): string => T[lang].types[type];
export const purposeLabel = (lang: TextLanguage, purpose: PaymentPurpose): string => T[lang].purposes[purpose];

export interface EntryCause {
  type: LedgerType;
  idempotencyKey: string | null;
  amount: number;
}

/**
 * Why an entry was booked, from its idempotency key (modules/bid/win.ts names the change:
 * `bid-log:<id>:win|reversal|reprice`; a fee change, car-ledger.feesKey: `...:fees:<lines>`); a car
 * purchase of another origin reads by its sign.
 */
export function purposeOf(e: EntryCause): PaymentPurpose {
  if (e.type === 'remittance') return 'deposit';
  if (e.idempotencyKey?.includes(':fees:')) return 'fees';
  const suffix = e.idempotencyKey?.split(':').at(-1);
  if (suffix === 'reversal') return 'purchase_cancelled';
  if (suffix === 'reprice') return 'price_correction';
  if (suffix === 'win') return 'purchase';
  return e.amount > 0 ? 'purchase_cancelled' : 'purchase';
}

export interface EntryCar {
  lotNo: number | null;
  maker: string | null;
  model: string | null;
  year: number | null;
  house: string | null;
}

/**
 * "Car purchase: lot 1234, TOYOTA PRIUS 2019, USS Tokyo"; a fee change names its lines ("Fees
 * changed (auction fee, freight): lot 1234, …"); a deposit keeps the manager's words.
 */
export function describeEntry(lang: TextLanguage, purpose: PaymentPurpose, stored: string, car: EntryCar, feeLines: readonly FinanceKey[] = []): string {
  if (stored.trim() !== '') return stored;
  const lines = feeLines.map((k) => T[lang].feeLines[k]).join(', ');
  const label = purposeLabel(lang, purpose) + (lines ? ` (${lines})` : '');
  if (car.lotNo === null) return label;
  const parts = [T[lang].lot(car.lotNo), [car.maker, car.model, car.year].filter((v) => v !== null).join(' '), car.house ?? ''].filter(Boolean);
  return `${label}: ${parts.join(', ')}`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function activatedMail(lang: TextLanguage, name: string, amount: number, link: string): MailContent {
  const t = T[lang];
  const body = t.activated(formatYen(amount));
  return {
    subject: t.activatedSubject,
    text: `${t.greeting(name)}\n\n${body}\n\n${t.open}: ${link}\n\n${t.signature}`,
    html: `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(body)}</p>`
      + `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p><p>${escapeHtml(t.signature)}</p>`,
  };
}
