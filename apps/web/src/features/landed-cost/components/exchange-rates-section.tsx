import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATE_CURRENCIES, type ExchangeRateRow } from '@jauc/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useAddExchangeRates } from '../api/add-exchange-rates';
import { useCalendarDate } from '../lib/cost-text';
import { useFieldError } from './settings-text';

const toNumber = (text: string) => Number(text.trim().replace(',', '.'));

/** The rates managers enter (roubles per one unit) with their date, and the latest rows. */
export function ExchangeRatesSection({ rates, today }: { rates: ExchangeRateRow[]; today: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const day = useCalendarDate();
  const add = useAddExchangeRates();
  const fieldError = useFieldError(add.error);
  const [date, setDate] = useState(today);
  const [values, setValues] = useState<Record<string, string>>({ JPY: '', EUR: '', USD: '' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ date, JPY: toNumber(values.JPY ?? ''), EUR: toNumber(values.EUR ?? ''), USD: toNumber(values.USD ?? '') }, {
      onSuccess: () => setValues({ JPY: '', EUR: '', USD: '' }),
    });
  };

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('LandedCost.settings.ratesTitle')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('LandedCost.settings.ratesHint')}</p>
      <form onSubmit={submit} className="mb-4 grid grid-cols-2 items-end gap-3 sm:grid-cols-5">
        <TextField label={t('LandedCost.settings.rateDate')} type="date" value={date} max={today} onChange={(e) => setDate(e.currentTarget.value)} error={fieldError('date')} />
        {RATE_CURRENCIES.map((c) => (
          <TextField
            key={c}
            label={`${c} → RUB`}
            inputMode="decimal"
            value={values[c] ?? ''}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setValues((v) => ({ ...v, [c]: text }));
            }}
            error={fieldError(c)}
          />
        ))}
        <Button type="submit" pending={add.isPending}>
          {t('LandedCost.settings.addRates')}
        </Button>
      </form>
      {add.isSuccess && <Alert tone="success" className="mb-3">{t('LandedCost.settings.ratesAdded')}</Alert>}
      {rates.length === 0 ? (
        <p className="text-sm text-slate-500">{t('LandedCost.settings.noRates')}</p>
      ) : (
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-1 pr-3 font-medium">{t('LandedCost.settings.rateDate')}</th>
                <th className="py-1 pr-3 font-medium">{t('LandedCost.settings.currency')}</th>
                <th className="py-1 pr-3 text-right font-medium">RUB</th>
                <th className="py-1 font-medium">{t('LandedCost.settings.enteredBy')}</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((r) => (
                <tr key={r.id} className="border-t border-slate-100">
                  <td className="py-1 pr-3 whitespace-nowrap">{day(r.date)}</td>
                  <td className="py-1 pr-3">{r.currency}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{r.rubPerUnit}</td>
                  <td className="py-1 text-slate-600">{r.enteredBy ?? t(`LandedCost.settings.origin.${r.origin}`, { defaultValue: r.origin })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
