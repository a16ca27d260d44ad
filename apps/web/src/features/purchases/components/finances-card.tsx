import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen, type PurchaseDetailResponse, type UpdateFinancesBody } from '@jauc/contract';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { formatAmountInput, parseAmount } from '../../../lib/amount-input';
import { useUpdatePurchase } from '../api/update-purchase';
import { FactCard } from './purchase-facts';

type Finances = PurchaseDetailResponse['finances'];
const FEE_KEYS = ['auctionFee', 'agentFee', 'delivery', 'freight', 'otherFees'] as const;

/** The finance lines (labels from the server, in the reader's language) and their total. */
export function FinancesCard({ purchaseId, finances, canManage }: { purchaseId: number; finances: Finances; canManage: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <FactCard
      title={t('Purchases.finances')}
      titleId="purchase-finances"
      actions={
        canManage && !editing ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('Purchases.edit')}
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <FinancesForm purchaseId={purchaseId} finances={finances} onDone={() => setEditing(false)} />
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
          {finances.fields.map((f) => (
            <div key={f.key} className="contents">
              <dt className="text-slate-500">{f.label}</dt>
              <dd className="text-right text-slate-900 tabular-nums">{formatYen(f.value)}</dd>
            </div>
          ))}
          <dt className="border-t border-slate-200 pt-2 font-semibold text-slate-900">{t('Purchases.total')}</dt>
          <dd className="border-t border-slate-200 pt-2 text-right font-semibold text-slate-900 tabular-nums" data-testid="purchase-total">
            {formatYen(finances.total)}
          </dd>
        </dl>
      )}
    </FactCard>
  );
}

function FinancesForm({ purchaseId, finances, onDone }: { purchaseId: number; finances: Finances; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useUpdatePurchase(purchaseId, 'finances');
  const initial = Object.fromEntries(FEE_KEYS.map((k) => [k, formatAmountInput(String(finances.fields.find((f) => f.key === k)?.value ?? 0))])) as Record<(typeof FEE_KEYS)[number], string>;
  const [values, setValues] = useState(initial);
  const labelOf = (key: string) => finances.fields.find((f) => f.key === key)?.label ?? key;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = Object.fromEntries(FEE_KEYS.map((k) => [k, parseAmount(values[k]) ?? 0])) as UpdateFinancesBody;
    save.mutate(body, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {FEE_KEYS.map((k) => (
        <AmountField key={k} label={labelOf(k)} name={k} value={values[k]} onValueChange={(text) => setValues((v) => ({ ...v, [k]: text }))} />
      ))}
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
        <Button type="submit" size="sm" pending={save.isPending}>
          {t('Purchases.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('Purchases.cancel')}
        </Button>
        {save.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorText(save.error)}
          </p>
        )}
      </div>
    </form>
  );
}
