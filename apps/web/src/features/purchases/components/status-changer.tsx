import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PURCHASE_STATUS } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { useUpdatePurchase } from '../api/update-purchase';

/**
 * A manager's purchase status change. Purchase cancelled comes only from taking the Win back on
 * the bid (the ledger credits it there), so it is not offered; the server refuses it anyway.
 */
export function StatusChanger({ purchaseId, status }: { purchaseId: number; status: number | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const current = String(status ?? 0);
  const [value, setValue] = useState(current);
  const save = useUpdatePurchase(purchaseId, 'status');
  const cancelled = status === PURCHASE_STATUS.purchaseCancelled;
  const options = [0, 1, 2, 3, 4, 5, 6, 8].map((s) => ({ value: String(s), label: t(`Purchases.statusName.${s}`) }));
  if (cancelled) return <p className="text-sm text-slate-600">{t('Purchases.cancelledHint')}</p>;
  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ status: Number(value) });
      }}
    >
      <SelectField label={t('Purchases.changeStatus')} className="min-w-48 flex-1" value={value} onChange={(e) => setValue(e.target.value)} options={options} />
      <Button type="submit" size="md" disabled={value === current} pending={save.isPending}>
        {t('Purchases.applyStatus')}
      </Button>
      {save.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}
