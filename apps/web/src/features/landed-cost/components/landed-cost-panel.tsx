import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LandedCostAnswer, LandedCostResponse, PageType } from '@jauc/contract';
import { Alert } from '../../../components/ui/alert';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { parseAmount } from '../../../lib/amount-input';
import { cn } from '../../../lib/cn';
import { useLandedCost, type LandedCostInput } from '../api/get-landed-cost';
import { jpy, useAssumptionText, useCalendarDate, useReasonText, useRoubles } from '../lib/cost-text';

type PriceChoice = 'lot' | 'average' | 'typed';

/**
 * The landed-cost calculator of a lot (issue 21 §2): the car price to start from (the lot's, the
 * average, or one the client types), the breakdown line by line in roubles, the total in roubles
 * and yen, what it assumes, and what changes on the next tariff date. A missing line is named and
 * the total called partial.
 */
export function LandedCostPanel({ pageType, carId, className }: { pageType: PageType; carId: number; className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState<PriceChoice>('lot');
  const [typed, setTyped] = useState('');
  const [typedPrice, setTypedPrice] = useState<number | null>(null);
  const input: LandedCostInput = { carId, ...(choice === 'average' ? { priceFrom: 'average' } : {}), ...(choice === 'typed' && typedPrice ? { price: typedPrice } : {}) };
  const query = useLandedCost(pageType, input);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = parseAmount(typed);
    if (amount !== null && amount > 0) setTypedPrice(amount);
  };

  return (
    <section aria-labelledby={titleId} className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-5', className)}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t('LandedCost.title')}
        </h2>
        <Link to="/landed-cost" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          {t('LandedCost.openPage')}
        </Link>
      </div>
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={t('LandedCost.priceFrom')}
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value as PriceChoice)}
          options={(['lot', 'average', 'typed'] as const).map((v) => ({ value: v, label: t(`LandedCost.priceOptions.${v}`) }))}
          className="min-w-40 flex-1 sm:flex-none"
        />
        {choice === 'typed' && (
          <>
            <div className="min-w-40 flex-1 sm:flex-none">
              <AmountField label={t('LandedCost.typedPrice')} value={typed} onValueChange={setTyped} name="price" />
            </div>
            <Button type="submit" variant="secondary">
              {t('LandedCost.calculate')}
            </Button>
          </>
        )}
      </form>
      {query.data ? (
        <CostBody response={query.data} stale={query.isFetching && query.isPlaceholderData} />
      ) : query.isError ? (
        <Alert>
          {t('LandedCost.failed')}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {t('LandedCost.retry')}
          </button>
        </Alert>
      ) : (
        <p role="status" className="text-sm text-slate-500">
          {t('LandedCost.loading')}
        </p>
      )}
    </section>
  );
}

export function CostBody({ response, stale }: { response: LandedCostResponse; stale: boolean }) {
  const { t } = useTranslation();
  if (!response.landedCost) {
    return <Alert tone="info">{t(`LandedCost.unavailable.${response.unavailable ?? 'price_unknown'}`, { country: response.country.name })}</Alert>;
  }
  return <Breakdown answer={response.landedCost} country={response.country.name} stale={stale} />;
}

function Breakdown({ answer, country, stale }: { answer: LandedCostAnswer; country: string; stale: boolean }) {
  const { t } = useTranslation();
  const rub = useRoubles();
  const day = useCalendarDate();
  const assumption = useAssumptionText(answer);
  const reason = useReasonText();
  const partial = answer.missing.length > 0;
  return (
    <div className={cn('flex flex-col gap-4 transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      <p className="text-sm text-slate-600">{t('LandedCost.subtitle', { country, date: day(answer.customsDate) })}</p>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('LandedCost.lineHeader')}</th>
            <th scope="col">{t('LandedCost.amountHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.lines.map((l) => (
            <tr key={l.code} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-700">
                {l.label}
              </th>
              <td className="py-1.5 text-right whitespace-nowrap tabular-nums text-slate-900">{rub(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-2 pr-3 text-left text-base font-semibold text-slate-900">
              {t('LandedCost.total')}
              {partial && <span className="ml-2 text-xs font-medium text-amber-700">({t('LandedCost.partialTitle')})</span>}
            </th>
            <td className="pt-2 text-right whitespace-nowrap">
              <span className="block text-base font-semibold tabular-nums text-slate-900" data-testid="landed-cost-total">
                {rub(answer.total)}
              </span>
              <span className="block text-xs tabular-nums text-slate-500">{t('LandedCost.totalJpy', { amount: jpy(answer.totalJpy) })}</span>
            </td>
          </tr>
        </tfoot>
      </table>
      {partial && (
        <Alert tone="warning" title={t('LandedCost.partialTitle')}>
          {t('LandedCost.partial', { lines: answer.missing.map((m) => t('LandedCost.missingLine', { line: m.label, reason: reason(m.reason) })).join('; ') })}
        </Alert>
      )}
      <div className="text-sm text-slate-700">
        <p>
          {answer.nextChange
            ? t('LandedCost.nextChange', { date: day(answer.nextChange.date), lines: answer.nextChange.what.map((w) => w.label).join(', ') })
            : t('LandedCost.noNextChange')}
        </p>
        {answer.nextAgeBand && <p>{t('LandedCost.nextAgeBand', { date: day(answer.nextAgeBand.date), band: t(`LandedCost.bands.${answer.nextAgeBand.band}`) })}</p>}
      </div>
      <div className="text-sm text-slate-600">
        <h3 className="font-medium text-slate-800">{t('LandedCost.assumptionsTitle')}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {answer.assumptions.map((a, i) => (
            <li key={`${a.code}-${i}`}>{assumption(a)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
