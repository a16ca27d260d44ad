import type { TextLanguage } from '../../lib/request-language.js';
import { bidTypes } from '../lots-core/bid-types.js';
import type { BidLogRow } from './bid-logs.repo.js';

// The bid log's events in words of the request's language (GET /bid/logs): the services log a
// key with the old and new value (modules/bid: bid.service, bid-manage.service, win; the
// auction clock's settleBids), and the History tab shows a sentence. An event this table does
// not know yet is shown as its key rather than hidden.

const WORDS = {
  en: {
    status: ['', 'New', 'Bid', "Don't bid", 'Cancelled', 'Finished', 'Win', 'No status'],
    none: 'none', on: 'on', off: 'off', system: 'System',
    created: (a: string) => `Bid placed: ${a}`,
    raised: (a: string) => `Bid raised to ${a}`,
    cancelled: 'Cancelled by the client',
    statusChanged: (o: string, n: string) => `Status: ${o} → ${n}`,
    won: (o: string, n: string) => `Win recorded (status: ${o} → ${n})`,
    groupWon: (g: string, lot: string) => `Don't bid: another bid of group ${g} won${lot ? ` (lot ${lot})` : ''}`,
    soldPrice: (o: string, n: string) => `Sold price: ${o} → ${n}`,
    autoBid: (o: string, n: string) => `Auto-bid: ${o} → ${n}`,
    adjustment: (o: string, n: string) => `Adjustment price: ${o} → ${n}`,
    amount: (o: string, n: string) => `Bid amount: ${o} → ${n}`,
    group: (o: string, n: string) => `Group: ${o} → ${n}`,
    exportType: (o: string, n: string) => `Export type: ${o} → ${n}`,
    auctionFinished: 'Auction finished: the bid was not placed (Finished)',
    auctionSold: (p: string) => `Auction result: sold for ${p}, waiting for the manager`,
    auctionNotSold: 'Auction result: not sold, waiting for the manager',
  },
  ru: {
    status: ['', 'Новая', 'Ставка', 'Не ставить', 'Отменена', 'Завершена', 'Выигрыш', 'Без статуса'],
    none: 'нет', on: 'вкл.', off: 'выкл.', system: 'Система',
    created: (a: string) => `Ставка сделана: ${a}`,
    raised: (a: string) => `Ставка повышена до ${a}`,
    cancelled: 'Отменена клиентом',
    statusChanged: (o: string, n: string) => `Статус: ${o} → ${n}`,
    won: (o: string, n: string) => `Записан выигрыш (статус: ${o} → ${n})`,
    groupWon: (g: string, lot: string) => `Не ставить: выиграна другая ставка группы ${g}${lot ? ` (лот ${lot})` : ''}`,
    soldPrice: (o: string, n: string) => `Цена продажи: ${o} → ${n}`,
    autoBid: (o: string, n: string) => `Автоставка: ${o} → ${n}`,
    adjustment: (o: string, n: string) => `Корректировка цены: ${o} → ${n}`,
    amount: (o: string, n: string) => `Сумма ставки: ${o} → ${n}`,
    group: (o: string, n: string) => `Группа: ${o} → ${n}`,
    exportType: (o: string, n: string) => `Тип вывоза: ${o} → ${n}`,
    auctionFinished: 'Аукцион завершён: ставка не выставлялась (Завершена)',
    auctionSold: (p: string) => `Итог аукциона: продан за ${p}, ждёт менеджера`,
    auctionNotSold: 'Итог аукциона: не продан, ждёт менеджера',
  },
} as const;

export const systemName = (lang: TextLanguage): string => WORDS[lang].system;

/** The sentence of one log entry in `lang`. */
export function bidLogText(row: BidLogRow, lang: TextLanguage): string {
  const w = WORDS[lang];
  const yen = (v: string | number | null) => (v === null || v === '' ? w.none : `¥${Number(v).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-US')}`);
  const status = (v: string | null) => (v === null ? w.none : (w.status[Number(v)] ?? v));
  const flag = (v: string | null) => (v === null ? w.none : v === 'true' ? w.on : w.off);
  const plain = (v: string | null) => v ?? w.none;
  const exportType = (v: string | null) => (v === null ? w.none : (bidTypes(lang).find((t) => String(t.value) === v)?.label ?? v));
  switch (row.event) {
    case 'created': return w.created(yen(row.amount));
    case 'raised': return w.raised(yen(row.amount));
    case 'cancelled': return row.oldValue === null ? w.cancelled : w.statusChanged(status(row.oldValue), status(row.newValue));
    case 'status_changed': return w.statusChanged(status(row.oldValue), status(row.newValue));
    case 'won': return w.won(status(row.oldValue), status(row.newValue));
    case 'group_won': return w.groupWon(row.causeGroup === null ? '' : String(row.causeGroup), row.causeLotNo === null ? '' : String(row.causeLotNo));
    case 'sold_price_changed': return w.soldPrice(yen(row.oldValue), yen(row.newValue));
    case 'auto_bid_changed': return w.autoBid(flag(row.oldValue), flag(row.newValue));
    case 'adjustment_price_changed': return w.adjustment(yen(row.oldValue), yen(row.newValue));
    case 'amount_changed': return w.amount(yen(row.oldValue), yen(row.newValue));
    case 'group_changed': return w.group(plain(row.oldValue), plain(row.newValue));
    case 'export_type_changed': return w.exportType(exportType(row.oldValue), exportType(row.newValue));
    case 'auction_finished': return w.auctionFinished;
    case 'auction_result': return row.amount === null ? w.auctionNotSold : w.auctionSold(yen(row.amount));
    default: return row.event;
  }
}
