import { useTranslation } from 'react-i18next';
import { formatThousands, formatYen, type LandedCostAnswer } from '@jauc/contract';

type Assumption = LandedCostAnswer['assumptions'][number];

/** Whole roubles as the portal writes yen, space-separated: "1 234 567 ₽". */
export function useRoubles() {
  return (amount: number) => `${formatThousands(amount)} ₽`;
}

/** A calendar date YYYY-MM-DD as the reader writes it ("26 Nov 2026", "26 нояб. 2026 г."). */
export function useCalendarDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? format.format(new Date(`${date}T00:00:00Z`)) : date);
}

export const jpy = formatYen;

/**
 * The calculator's assumptions in words (decision record 013 lists the codes). A code this build
 * does not know reads as itself, so a newer server never breaks the panel.
 */
export function useAssumptionText(answer: LandedCostAnswer) {
  const { t } = useTranslation();
  const day = useCalendarDate();
  const lineLabel = (code: unknown) => answer.lines.find((l) => l.code === code)?.label ?? String(code);
  return ({ code, params }: Assumption): string => {
    const p = params;
    switch (code) {
      case 'rates_of': return t('LandedCost.assumptions.rates_of', { date: day(String(p.date)) });
      case 'duty_for_use': return t('LandedCost.assumptions.duty_for_use', { use: t(`LandedCost.uses.${String(p.use)}`, { defaultValue: String(p.use) }) });
      case 'car_price': return t('LandedCost.assumptions.car_price', { source: t(`LandedCost.priceSources.${String(p.source)}`, { defaultValue: String(p.source) }) });
      case 'age':
        return t('LandedCost.assumptions.age', {
          count: Number(p.months), productionMonth: String(p.productionMonth), customsDate: day(String(p.customsDate)),
          band: t(`LandedCost.bands.${String(p.band)}`, { defaultValue: String(p.band) }),
        });
      case 'hybrid_as_petrol': {
        const fuel = t(`LandedCost.fuels.${String(p.fuel)}`, { defaultValue: String(p.fuel) });
        return t('LandedCost.assumptions.hybrid_as_petrol', { fuel: fuel.charAt(0).toUpperCase() + fuel.slice(1) });
      }
      case 'figure_assumed': return t('LandedCost.assumptions.figure_assumed', { line: lineLabel(p.line) });
      case 'production_month_assumed': return t('LandedCost.assumptions.production_month_assumed', { month: String(p.month) });
      case 'customs_value_is_car_price':
      case 'fuel_unknown_as_petrol':
      case 'portal_fees':
        return t(`LandedCost.assumptions.${code}`);
      default: return t('LandedCost.assumptions.unknown', { code });
    }
  };
}

export function useReasonText() {
  const { t } = useTranslation();
  return (reason: string) => t(`LandedCost.reasons.${reason}`, { defaultValue: t('LandedCost.reasons.unknown') });
}
