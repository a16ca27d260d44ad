import type { TextLanguage } from '../../lib/request-language.js';

// The names of the landed cost's lines in the request's language (DESIGN.md §2: texts the server
// sends are translated). A fee code a manager adds that is not listed here reads as its code.

const LABELS: Record<string, { en: string; ru: string }> = {
  car_price: { en: 'Car price', ru: 'Цена автомобиля' },
  auction_fee: { en: 'Auction fee', ru: 'Аукционный сбор' },
  agent_fee: { en: 'Agent fee', ru: 'Комиссия агента' },
  delivery_japan: { en: 'Delivery in Japan', ru: 'Доставка по Японии' },
  freight: { en: 'Freight to the port', ru: 'Фрахт до порта' },
  customs_duty: { en: 'Customs duty', ru: 'Таможенная пошлина' },
  customs_clearance_fee: { en: 'Customs clearance fee', ru: 'Таможенный сбор за оформление' },
  utilization_fee: { en: 'Utilization fee', ru: 'Утилизационный сбор' },
};

export function lineLabel(code: string, language: TextLanguage): string {
  const known = LABELS[code];
  if (known) return known[language];
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
