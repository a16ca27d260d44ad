import { describe, expect, it } from 'vitest';
import type { BidLogRow } from './bid-logs.repo.js';
import { bidLogText, systemName } from './bid-log-text.js';

// Every event the services write to bid_logs (modules/bid, the auction clock) has its sentence in
// both languages; an unknown one shows its key.

const row = (event: string, values: Partial<BidLogRow> = {}): BidLogRow => ({
  createdAt: new Date(0), event, status: 2, amount: null, oldValue: null, newValue: null, actorName: null, actorRole: null, causeGroup: null, causeLotNo: null, ...values,
});

describe('bid log sentences', () => {
  const cases: Array<[BidLogRow, string, string]> = [
    [row('created', { amount: 500_000 }), 'Bid placed: ¥500,000', 'Ставка сделана: ¥500\u00a0000'],
    [row('raised', { amount: 1_250_000 }), 'Bid raised to ¥1,250,000', 'Ставка повышена до ¥1\u00a0250\u00a0000'],
    [row('cancelled'), 'Cancelled by the client', 'Отменена клиентом'],
    [row('cancelled', { oldValue: '2', newValue: '4' }), 'Status: Bid → Cancelled', 'Статус: Ставка → Отменена'],
    [row('status_changed', { oldValue: '1', newValue: '3' }), "Status: New → Don't bid", 'Статус: Новая → Не ставить'],
    [row('won', { oldValue: '2', newValue: '6' }), 'Win recorded (status: Bid → Win)', 'Записан выигрыш (статус: Ставка → Выигрыш)'],
    [row('group_won', { causeGroup: 3, causeLotNo: 41234 }), "Don't bid: another bid of group 3 won (lot 41234)", 'Не ставить: выиграна другая ставка группы 3 (лот 41234)'],
    [row('sold_price_changed', { newValue: '900000' }), 'Sold price: none → ¥900,000', 'Цена продажи: нет → ¥900\u00a0000'],
    [row('auto_bid_changed', { oldValue: 'false', newValue: 'true' }), 'Auto-bid: off → on', 'Автоставка: выкл. → вкл.'],
    [row('adjustment_price_changed', { oldValue: '10000', newValue: null }), 'Adjustment price: ¥10,000 → none', 'Корректировка цены: ¥10\u00a0000 → нет'],
    [row('amount_changed', { oldValue: '500000', newValue: '505000' }), 'Bid amount: ¥500,000 → ¥505,000', 'Сумма ставки: ¥500\u00a0000 → ¥505\u00a0000'],
    [row('group_changed', { oldValue: null, newValue: '2' }), 'Group: none → 2', 'Группа: нет → 2'],
    [row('export_type_changed', { oldValue: '1', newValue: '4' }), 'Export type: Whole car → Parts', 'Тип вывоза: Целиком → Запчасти'],
    [row('auction_finished'), 'Auction finished: the bid was not placed (Finished)', 'Аукцион завершён: ставка не выставлялась (Завершена)'],
    [row('auction_result', { amount: 730_000 }), 'Auction result: sold for ¥730,000, waiting for the manager', 'Итог аукциона: продан за ¥730\u00a0000, ждёт менеджера'],
    [row('auction_result'), 'Auction result: not sold, waiting for the manager', 'Итог аукциона: не продан, ждёт менеджера'],
    [row('something_new'), 'something_new', 'something_new'],
  ];
  it.each(cases)('%o', (entry, en, ru) => {
    expect(bidLogText(entry, 'en')).toBe(en);
    expect(bidLogText(entry, 'ru')).toBe(ru);
  });
  it('names the system in both languages', () => {
    expect([systemName('en'), systemName('ru')]).toEqual(['System', 'Система']);
  });
});
