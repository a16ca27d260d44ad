import { languageCode, type PageType } from '@jauc/contract';

// The texts of saved-search alerts (issue 21 §4), in the recipient's language (DESIGN.md §2):
// one e-mail digest per user and alert run, one Telegram message per search. Plain text for
// Telegram (no parse mode: a search's name is the user's words); HTML escaped for the e-mail.

type Lang = 'en' | 'ru';

export interface AlertLot {
  /** "TOYOTA PRIUS 2019, USS Tokyo, 2026-11-25, lot 1234". */
  line: string;
}

export interface AlertSearch {
  name: string;
  pageType: PageType;
  count: number;
  /** The first few of the new lots. */
  lots: AlertLot[];
  /** The listing filtered by the search. */
  link: string;
}

/** Russian plural: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
function ruPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const T = {
  en: {
    greeting: (name: string) => `Hello, ${name}!`,
    subject: (n: number) => (n === 1 ? 'New lots for 1 saved search' : `New lots for ${n} saved searches`),
    intro: 'New lots match your saved searches:',
    found: (name: string, n: number) => `${name}: ${n} new ${n === 1 ? 'lot' : 'lots'}`,
    more: (n: number) => `… and ${n} more`,
    open: 'Open the list',
    manage: 'To pause or stop these alerts, open your saved searches (sign-in needed):',
    manageButton: 'Saved searches',
    page: { 'car-auction': 'Car auctions', stock: 'One price', stats: 'Sales statistics' } as Record<PageType, string>,
    signature: 'JAUC Portal',
  },
  ru: {
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    subject: (n: number) => `Новые лоты по ${n} ${ruPlural(n, 'сохранённому поиску', 'сохранённым поискам', 'сохранённым поискам')}`,
    intro: 'Новые лоты подходят под ваши сохранённые поиски:',
    found: (name: string, n: number) => `${name}: ${n} ${ruPlural(n, 'новый лот', 'новых лота', 'новых лотов')}`,
    more: (n: number) => `… и ещё ${n}`,
    open: 'Открыть список',
    manage: 'Чтобы приостановить или отключить эти уведомления, откройте сохранённые поиски (нужен вход):',
    manageButton: 'Сохранённые поиски',
    page: { 'car-auction': 'Аукционы', stock: 'Фиксированная цена', stats: 'Статистика продаж' } as Record<PageType, string>,
    signature: 'Портал JAUC',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function searchLines(lang: Lang, s: AlertSearch): string[] {
  const t = T[lang];
  const rest = s.count - s.lots.length;
  return [`${t.found(s.name, s.count)} (${t.page[s.pageType]})`, ...s.lots.map((l) => `• ${l.line}`), ...(rest > 0 ? [t.more(rest)] : [])];
}

/** The e-mail digest of one user's searches with new lots. `manageLink` opens the saved searches page. */
export function digestMail(language: number | null, name: string, searches: AlertSearch[], manageLink: string) {
  const lang = languageCode(language);
  const t = T[lang];
  const text = [
    t.greeting(name), '', t.intro, '',
    ...searches.flatMap((s) => [...searchLines(lang, s), `${t.open}: ${s.link}`, '']),
    t.manage, manageLink, '', t.signature,
  ].join('\n');
  const block = (s: AlertSearch) => {
    const [head, ...rest] = searchLines(lang, s);
    return `<h3 style="margin:1em 0 .3em">${escapeHtml(head!)}</h3>
${rest.map((l) => `<div>${escapeHtml(l)}</div>`).join('\n')}
<p><a href="${escapeHtml(s.link)}" style="color:#1d4ed8">${escapeHtml(t.open)}</a></p>`;
  };
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
${searches.map(block).join('\n')}
<p style="color:#6b7280">${escapeHtml(t.manage)} <a href="${escapeHtml(manageLink)}">${escapeHtml(t.manageButton)}</a></p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject(searches.length), text, html };
}

/** The Telegram message of one search with new lots. */
export function searchTelegram(language: number | null, s: AlertSearch, manageLink: string): string {
  const lang = languageCode(language);
  const t = T[lang];
  return [...searchLines(lang, s), '', `${t.open}: ${s.link}`, '', `${t.manageButton}: ${manageLink}`].join('\n');
}
