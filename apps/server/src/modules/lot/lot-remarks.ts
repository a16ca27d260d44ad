import type { TextLanguage } from '../../lib/request-language.js';
import { withVehicleTerms } from '../site/vehicle-terms.js';

// The inspector's remarks are stored in English as seed/lot-info.ts composes them:
// "A1 front bumper, U2 left rear door. One owner, Non-smoker". Defect marks (A1, U2, G, X1)
// are the auction sheet's own codes and stay; the panels and notes are translated per item, so
// an item this table does not know is shown as stored rather than dropped.
const PHRASES_RU: Readonly<Record<string, string>> = {
  'front bumper': 'передний бампер',
  bonnet: 'капот',
  'left front fender': 'левое переднее крыло',
  'right front fender': 'правое переднее крыло',
  'left front door': 'левая передняя дверь',
  'right front door': 'правая передняя дверь',
  'left rear door': 'левая задняя дверь',
  'right rear door': 'правая задняя дверь',
  roof: 'крыша',
  'boot lid': 'крышка багажника',
  'rear bumper': 'задний бампер',
  'left sill': 'левый порог',
  'right sill': 'правый порог',
  windscreen: 'лобовое стекло',
  'Repaired: radiator core support': 'Ремонт: рамка радиатора',
  'Repaired: rear panel': 'Ремонт: задняя панель',
  'One owner': 'Один владелец',
  'Non-smoker': 'Некурящий владелец',
  'Service records': 'Сервисная книжка',
  'Spare key': 'Запасной ключ',
};

const MARK_ITEM = /^([A-Z]{1,2}\d?) (.+)$/;

function translateItem(item: string): string {
  const whole = PHRASES_RU[item];
  if (whole) return whole;
  const m = MARK_ITEM.exec(item);
  const panel = m?.[2] ? PHRASES_RU[m[2]] : undefined;
  return m && panel ? `${m[1]} ${panel}` : item;
}

/** The lot's remarks in the reader's language. */
export function lotRemarks(info: string, language: TextLanguage): string {
  if (language === 'en' || !info) return info;
  return info
    .split('. ')
    .map((sentence) => sentence.split(', ').map(translateItem).join(', '))
    .join('. ');
}

/** The lot texts a person reads (remarks, colour, gearbox, drive) in the reader's language, for the lot and share pages. */
export function localizeLotTexts<
  T extends { carCommonDetail: { info: string }; carSpecification: { color: string; transmission: string; drive: string } },
>(detail: T, language: TextLanguage): T {
  if (language === 'en') return detail;
  return {
    ...detail,
    carCommonDetail: { ...detail.carCommonDetail, info: lotRemarks(detail.carCommonDetail.info, language) },
    carSpecification: withLotSpecTerms(detail.carSpecification, language),
  };
}

function withLotSpecTerms<S extends { color: string; transmission: string; drive: string }>(spec: S, language: TextLanguage): S {
  const { color, gearbox, drive } = withVehicleTerms({ color: spec.color, gearbox: spec.transmission, drive: spec.drive }, language);
  return { ...spec, color, transmission: gearbox, drive };
}
