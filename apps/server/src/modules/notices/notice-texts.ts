import { BID_STATUS, languageCode } from '@jauc/contract';
import type { MailContent } from '../mail/templates.js';

// The texts of notices (DESIGN.md §2: texts the server sends are translated), in the recipient's
// language (the profile's: 692 English, 693 Russian). An e-mail has a subject, a plain text and an
// HTML part with a button to the bid; a Telegram message is the same text, plain (no parse mode,
// so nothing a user typed can turn into markup there).

type Lang = 'en' | 'ru';

export interface NoticeSubject {
  name: string;
  lotNo: number;
  /** "TOYOTA PRIUS 2019, USS Tokyo, 2026-11-25". */
  car: string;
  link: string;
}

export interface ResultNotice extends NoticeSubject {
  status: number;
  soldPrice: number | null;
}

export interface ChatNotice extends NoticeSubject {
  from: string;
  message: string;
}

const STATUS_NAME: Record<Lang, Record<number, string>> = {
  en: { [BID_STATUS.dontBid]: "Don't bid", [BID_STATUS.finished]: 'Finished', [BID_STATUS.win]: 'Win' },
  ru: { [BID_STATUS.dontBid]: 'Не ставить', [BID_STATUS.finished]: 'Завершена', [BID_STATUS.win]: 'Выигрыш' },
};

const T = {
  en: {
    greeting: (name: string) => `Hello, ${name}!`,
    resultSubject: (lotNo: number, status: string) => `Bid result for lot ${lotNo}: ${status}`,
    result: (lotNo: number, car: string, status: string) => `The status of your bid on lot ${lotNo} (${car}) is now: ${status}.`,
    explain: {
      [BID_STATUS.win]: 'You won this car. It is now in your purchased cars.',
      [BID_STATUS.finished]: 'The auction is over and this car was not bought for you.',
      [BID_STATUS.dontBid]: 'This bid will not be placed at the auction.',
    } as Record<number, string>,
    soldPrice: (price: string) => `Sold price: ${price}.`,
    chatSubject: (lotNo: number) => `New message about lot ${lotNo}`,
    chat: (from: string, lotNo: number, car: string) => `${from} wrote about your bid on lot ${lotNo} (${car}):`,
    manager: 'Your manager',
    open: 'Open the bid',
    why: 'You receive this because bid notifications are on in your profile, where you can turn them off.',
    signature: 'JAUC Portal',
  },
  ru: {
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    resultSubject: (lotNo: number, status: string) => `Результат ставки на лот ${lotNo}: ${status}`,
    result: (lotNo: number, car: string, status: string) => `Статус вашей ставки на лот ${lotNo} (${car}) теперь: ${status}.`,
    explain: {
      [BID_STATUS.win]: 'Вы выиграли этот автомобиль. Он появился в ваших купленных автомобилях.',
      [BID_STATUS.finished]: 'Аукцион завершён, этот автомобиль для вас не куплен.',
      [BID_STATUS.dontBid]: 'Эта ставка не будет сделана на аукционе.',
    } as Record<number, string>,
    soldPrice: (price: string) => `Цена продажи: ${price}.`,
    chatSubject: (lotNo: number) => `Новое сообщение по лоту ${lotNo}`,
    chat: (from: string, lotNo: number, car: string) => `${from} написал(а) по вашей ставке на лот ${lotNo} (${car}):`,
    manager: 'Ваш менеджер',
    open: 'Открыть ставку',
    why: 'Вы получили это письмо, потому что в профиле включены уведомления о ставках; там же их можно отключить.',
    signature: 'Портал JAUC',
  },
} as const;

const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The lines of a notice between the greeting and the link, and its subject. */
interface Body {
  subject: string;
  lines: string[];
  /** A user's words, quoted as text (never markup). */
  quote?: string;
}

function resultBody(lang: Lang, n: ResultNotice): Body {
  const t = T[lang];
  const status = STATUS_NAME[lang][n.status] ?? String(n.status);
  const lines = [t.result(n.lotNo, n.car, status), t.explain[n.status] ?? ''];
  if (n.status === BID_STATUS.win && n.soldPrice !== null) lines.push(t.soldPrice(yen(n.soldPrice)));
  return { subject: t.resultSubject(n.lotNo, status), lines: lines.filter(Boolean) };
}

function chatBody(lang: Lang, n: ChatNotice): Body {
  const t = T[lang];
  return { subject: t.chatSubject(n.lotNo), lines: [t.chat(n.from || t.manager, n.lotNo, n.car)], quote: n.message };
}

function mail(lang: Lang, n: NoticeSubject, body: Body): MailContent {
  const t = T[lang];
  const text = [
    t.greeting(n.name), '', ...body.lines, ...(body.quote ? ['', ...body.quote.split('\n').map((l) => `> ${l}`)] : []), '',
    `${t.open}: ${n.link}`, '', t.why, '', t.signature,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting(n.name))}</p>
${body.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${body.quote ? `<blockquote style="margin:0 0 1em;padding:8px 12px;border-left:3px solid #d1d5db;white-space:pre-wrap">${escapeHtml(body.quote)}</blockquote>` : ''}
<p><a href="${escapeHtml(n.link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.open)}</a></p>
<p style="word-break:break-all"><a href="${escapeHtml(n.link)}">${escapeHtml(n.link)}</a></p>
<p style="color:#6b7280">${escapeHtml(t.why)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: body.subject, text, html };
}

function telegram(lang: Lang, n: NoticeSubject, body: Body): string {
  return [body.subject, '', ...body.lines, ...(body.quote ? ['', body.quote] : []), '', `${T[lang].open}: ${n.link}`].join('\n');
}

/** A bid result by e-mail, in the language of `language`. */
export const resultMail = (language: number | null, n: ResultNotice): MailContent => {
  const lang = languageCode(language);
  return mail(lang, n, resultBody(lang, n));
};

export const resultTelegram = (language: number | null, n: ResultNotice): string => {
  const lang = languageCode(language);
  return telegram(lang, n, resultBody(lang, n));
};

/** A chat message not read in time, by e-mail. */
export const chatMail = (language: number | null, n: ChatNotice): MailContent => {
  const lang = languageCode(language);
  return mail(lang, n, chatBody(lang, n));
};

export const chatTelegram = (language: number | null, n: ChatNotice): string => {
  const lang = languageCode(language);
  return telegram(lang, n, chatBody(lang, n));
};
