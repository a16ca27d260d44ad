import type { FinanceKey, PurchaseStatusOption } from '@jauc/contract';
import type { TextLanguage } from '../../lib/request-language.js';

// Texts of purchased cars that the server sends (DESIGN.md §2: the server answers in the
// request's language): status labels, finance line labels and the printed invoice and export
// certificate.

const STATUS: Record<TextLanguage, string[]> = {
  en: ['Processing', 'Domestic transport', 'Waiting ship assignment', 'Waiting for loading', 'In transit', 'Delivered', 'Shipping cancelled', 'Purchase cancelled', 'Auction resale'],
  ru: ['В обработке', 'Перевозка по Японии', 'Ожидает назначения судна', 'Ожидает погрузки', 'В пути', 'Доставлен', 'Отправка отменена', 'Покупка отменена', 'Перепродан на аукционе'],
};

/** The label of a purchase status (null is Processing). */
export const statusLabel = (status: number | null, lang: TextLanguage): string => STATUS[lang][status ?? 0] ?? STATUS[lang][0]!;

/** statusList: every purchase status, 0 for Processing. */
export const statusList = (lang: TextLanguage): PurchaseStatusOption[] => STATUS[lang].map((label, value) => ({ value, label }));

const FINANCE: Record<TextLanguage, Record<FinanceKey, string>> = {
  en: { carPrice: 'Car price', auctionFee: 'Auction fee', agentFee: 'Agent fee', delivery: 'Delivery', freight: 'Freight', otherFees: 'Other fees' },
  ru: { carPrice: 'Цена автомобиля', auctionFee: 'Сбор аукциона', agentFee: 'Агентское вознаграждение', delivery: 'Доставка', freight: 'Фрахт', otherFees: 'Прочие расходы' },
};
export const financeLabel = (key: FinanceKey, lang: TextLanguage): string => FINANCE[lang][key];

export const PDF_TEXT = {
  en: {
    invoice: 'Invoice', certificate: 'Export certificate', number: 'No.', date: 'Date', billTo: 'Bill to', car: 'Vehicle',
    chassis: 'Chassis', year: 'Year', mileage: 'Mileage', colour: 'Colour', engine: 'Engine', auction: 'Auction', lot: 'Lot',
    purchaseDate: 'Purchase date', item: 'Item', amount: 'Amount (JPY)', total: 'Total', exporter: 'Exporter', consignee: 'Consignee',
    exportPort: 'Port of export', destination: 'Destination', typeOfExport: 'Type of export',
    payNote: 'Payment is due in Japanese yen. The balance of your account on the portal shows what is paid.',
    seller: 'Seller', payTo: 'How to pay', reference: 'Payment reference', referenceNote: 'Write this reference on your transfer.',
    currency: 'Currency', bank: 'Bank', bankAddress: 'Bank address', swift: 'SWIFT', accountNumber: 'Account No.', accountHolder: 'Beneficiary',
    noAccounts: 'Ask your manager for the bank details.', consigneeBlock: 'Consignee', address: 'Address', country: 'Country', port: 'Port',
    telephone: 'Telephone', email: 'E-mail',
    proofNote: 'After paying, upload the bank slip on the car\'s page of the portal.',
    certNote: 'This certifies that the vehicle above was bought at a Japanese auction for export and deregistered for export.',
  },
  ru: {
    invoice: 'Счёт', certificate: 'Экспортный сертификат', number: '№', date: 'Дата', billTo: 'Плательщик', car: 'Автомобиль',
    chassis: 'Номер кузова', year: 'Год', mileage: 'Пробег', colour: 'Цвет', engine: 'Двигатель', auction: 'Аукцион', lot: 'Лот',
    purchaseDate: 'Дата покупки', item: 'Статья', amount: 'Сумма (иены)', total: 'Итого', exporter: 'Экспортёр', consignee: 'Получатель',
    exportPort: 'Порт отправки', destination: 'Назначение', typeOfExport: 'Тип экспорта',
    payNote: 'Оплата в японских иенах. Баланс вашего счёта на портале показывает, что уже оплачено.',
    seller: 'Продавец', payTo: 'Как оплатить', reference: 'Назначение платежа', referenceNote: 'Укажите это назначение в переводе.',
    currency: 'Валюта', bank: 'Банк', bankAddress: 'Адрес банка', swift: 'SWIFT', accountNumber: 'Номер счёта', accountHolder: 'Получатель платежа',
    noAccounts: 'Реквизиты для оплаты сообщит ваш менеджер.', consigneeBlock: 'Грузополучатель', address: 'Адрес', country: 'Страна', port: 'Порт',
    telephone: 'Телефон', email: 'Эл. почта',
    proofNote: 'После оплаты загрузите платёжное поручение на странице автомобиля на портале.',
    certNote: 'Настоящим подтверждается, что указанный автомобиль куплен на японском аукционе для экспорта и снят с учёта для вывоза.',
  },
} as const;
