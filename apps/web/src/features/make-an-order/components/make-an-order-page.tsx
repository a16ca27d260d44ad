import { formatYen, makeAnOrderBody, type MakeAnOrderBody } from '@jauc/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { describedBy, FieldFrame, inputClass } from '../../../components/ui/field-frame';
import { SelectField } from '../../../components/ui/select-field';
import { parseAmount } from '../../../lib/amount-input';
import { ApiError } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { translateMessage } from '../../../lib/messages';
import { useOrderMakers } from '../api/get-makers';
import { useMakeAnOrder } from '../api/make-an-order';

type Field = keyof MakeAnOrderBody;
const EMPTY = { makerId: '', model: '', yearFrom: '', yearTo: '', budget: '', comment: '' };
type Values = typeof EMPTY;

const yearOf = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : text);

/** What the form holds, as the body the server takes (the contract checks it before sending). */
const toBody = (v: Values) => ({
  makerId: v.makerId ? Number(v.makerId) : undefined,
  model: v.model,
  yearFrom: yearOf(v.yearFrom),
  yearTo: yearOf(v.yearTo),
  budget: parseAmount(v.budget) ?? undefined,
  comment: v.comment,
});

/** `/make-an-order` (issue 14 §3): a signed-in user asks the managers to find a car. */
export function MakeAnOrderPage() {
  const { t } = useTranslation();
  const makers = useOrderMakers();
  const send = useMakeAnOrder();
  const commentId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [sent, setSent] = useState<{ orderId: number; body: MakeAnOrderBody } | null>(null);

  const set = (name: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFieldErrors((e) => ({ ...e, [name]: undefined }));
    setServerError(null);
  };
  const error = (name: Field) => translateMessage(t, fieldErrors[name]);
  const makerName = (id: number) => makers.data?.find((m) => m.value === id)?.label ?? String(id);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = makeAnOrderBody.safeParse(toBody(values));
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      const res = await send.mutateAsync(parsed.data);
      setSent({ orderId: res.orderId, body: parsed.data });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setFieldErrors(err.fields as Partial<Record<Field, string>>);
      else setServerError(err);
    }
  };

  if (sent) {
    const b = sent.body;
    const rows: [string, string][] = [
      [t('MakeAnOrder.maker'), makerName(b.makerId)],
      [t('MakeAnOrder.model'), b.model ?? t('MakeAnOrder.any')],
      [t('MakeAnOrder.years'), b.yearFrom === null && b.yearTo === null ? t('MakeAnOrder.any') : `${b.yearFrom ?? '…'} – ${b.yearTo ?? '…'}`],
      [t('MakeAnOrder.budget'), formatYen(b.budget)],
      ...(b.comment ? [[t('MakeAnOrder.comment'), b.comment] as [string, string]] : []),
    ];
    return (
      <section className="mx-auto w-full max-w-lg rounded-xl border border-slate-200 bg-white p-5 shadow-xs md:p-6" aria-live="polite">
        <h1 className="text-xl font-semibold text-slate-900">{t('MakeAnOrder.sentTitle', { id: sent.orderId })}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('MakeAnOrder.sentText')}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="break-words whitespace-pre-wrap text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-4 text-sm font-medium">
          <Link to="/" className="text-brand-600 hover:underline">
            {t('MakeAnOrder.backToAuctions')}
          </Link>
          <button type="button" className="text-brand-600 hover:underline" onClick={() => { setValues(EMPTY); setSent(null); }}>
            {t('MakeAnOrder.another')}
          </button>
        </div>
      </section>
    );
  }

  const makerOptions = [{ value: '', label: t('MakeAnOrder.chooseMaker') }, ...(makers.data ?? []).map((m) => ({ value: m.value, label: m.label }))];
  return (
    <section className="mx-auto w-full max-w-lg rounded-xl border border-slate-200 bg-white p-5 shadow-xs md:p-6">
      <h1 className="text-xl font-semibold text-slate-900">{t('MakeAnOrder.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('MakeAnOrder.subtitle')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
        <ErrorAlert error={serverError ?? makers.error} />
        <SelectField label={t('MakeAnOrder.maker')} options={makerOptions} value={values.makerId} error={error('makerId')} onChange={(e) => set('makerId')(e.target.value)} />
        <TextField label={t('MakeAnOrder.model')} value={values.model} maxLength={100} error={error('model')} onChange={(e) => set('model')(e.target.value)} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label={t('MakeAnOrder.yearFrom')} inputMode="numeric" maxLength={4} value={values.yearFrom} error={error('yearFrom')} onChange={(e) => set('yearFrom')(e.target.value)} />
          <TextField label={t('MakeAnOrder.yearTo')} inputMode="numeric" maxLength={4} value={values.yearTo} error={error('yearTo')} onChange={(e) => set('yearTo')(e.target.value)} />
        </div>
        <AmountField label={t('MakeAnOrder.budget')} value={values.budget} error={error('budget')} onValueChange={set('budget')} />
        <FieldFrame inputId={commentId} label={t('MakeAnOrder.comment')} error={error('comment')}>
          <textarea
            id={commentId}
            rows={4}
            maxLength={2000}
            value={values.comment}
            aria-invalid={error('comment') ? true : undefined}
            aria-describedby={describedBy(commentId, error('comment'))}
            className={cn(inputClass(error('comment')), 'h-auto py-2')}
            onChange={(e) => set('comment')(e.target.value)}
          />
        </FieldFrame>
        <Button type="submit" pending={send.isPending} className="mt-2 w-full sm:w-auto sm:self-end">
          {t('MakeAnOrder.submit')}
        </Button>
      </form>
    </section>
  );
}
