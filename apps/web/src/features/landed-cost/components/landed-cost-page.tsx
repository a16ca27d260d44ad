import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOT_FUELS, type LandedCostEstimateQuery } from '@jauc/contract';
import { Alert } from '../../../components/ui/alert';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { parseAmount } from '../../../lib/amount-input';
import { useLandedCostEstimate } from '../api/estimate-landed-cost';
import { CostBody } from './landed-cost-panel';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const whole = (text: string): number | undefined => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * `/landed-cost`: the stand-alone calculator (issue 21 §2) for a car the client describes: price,
 * production, engine, power, fuel. The same breakdown as on a lot page.
 */
export function LandedCostPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [price, setPrice] = useState('');
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [engineCc, setEngineCc] = useState('');
  const [powerHp, setPowerHp] = useState('');
  const [fuel, setFuel] = useState('');
  const [input, setInput] = useState<LandedCostEstimateQuery | null>(null);
  const [invalid, setInvalid] = useState(false);
  const query = useLandedCostEstimate(input);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const yen = parseAmount(price);
    const y = whole(year);
    if (!yen || yen <= 0 || !y || y < 1950 || y > 2100) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setInput({
      price: yen, year: y,
      ...(month ? { month: Number(month) } : {}),
      ...(whole(engineCc) ? { engineCc: whole(engineCc) } : {}),
      ...(whole(powerHp) ? { powerHp: whole(powerHp) } : {}),
      ...(fuel ? { fuel: fuel as LandedCostEstimateQuery['fuel'] } : {}),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header>
        <h1 id={titleId} className="text-xl font-semibold text-slate-900">
          {t('LandedCost.pageTitle')}
        </h1>
        <p className="text-sm text-slate-600">{t('LandedCost.pageIntro')}</p>
      </header>
      <form onSubmit={submit} aria-labelledby={titleId} className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 md:p-5">
        <AmountField label={t('LandedCost.typedPrice')} value={price} onValueChange={setPrice} name="price" />
        <TextField label={t('LandedCost.form.year')} inputMode="numeric" value={year} onChange={(e) => setYear(e.currentTarget.value)} />
        <SelectField
          label={t('LandedCost.form.month')}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          options={[{ value: '', label: t('LandedCost.form.unknown') }, ...MONTHS.map((m) => ({ value: String(m), label: String(m).padStart(2, '0') }))]}
        />
        <TextField label={t('LandedCost.form.engineCc')} inputMode="numeric" value={engineCc} onChange={(e) => setEngineCc(e.currentTarget.value)} />
        <TextField label={t('LandedCost.form.powerHp')} inputMode="numeric" value={powerHp} onChange={(e) => setPowerHp(e.currentTarget.value)} />
        <SelectField
          label={t('LandedCost.form.fuel')}
          value={fuel}
          onChange={(e) => setFuel(e.currentTarget.value)}
          options={[{ value: '', label: t('LandedCost.form.unknown') }, ...LOT_FUELS.map((f) => ({ value: f, label: t(`LandedCost.form.fuels.${f}`) }))]}
        />
        <div className="sm:col-span-3">
          <Button type="submit" pending={query.isFetching}>
            {t('LandedCost.calculate')}
          </Button>
        </div>
        {invalid && <Alert className="sm:col-span-3">{t('LandedCost.form.invalid')}</Alert>}
      </form>
      {query.data && (
        <section aria-label={t('LandedCost.title')} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-5">
          <CostBody response={query.data} stale={query.isFetching && query.isPlaceholderData} />
        </section>
      )}
      {query.isError && <Alert>{t('LandedCost.failed')}</Alert>}
    </div>
  );
}
