import { formatYen, type ClientRow, type DepositResponse } from '@jauc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorText } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { parseAmount } from '../../../lib/amount-input';
import { ApiError } from '../../../lib/api-errors';
import { formatDateInput } from '../../../lib/date-input';
import { translateMessage } from '../../../lib/messages';
import { serverNow } from '../../../lib/server-clock';
import { useRecordDeposit } from '../api/record-deposit';
import { depositErrors, newIdempotencyKey, tokyoToday, type DepositDraft, type DepositFieldErrors } from '../lib/deposit-form';

/** Records a remittance for one client; mounted per opening, so each opened form has its own key. */
export function DepositDialog({ client, onClose }: { client: ClientRow; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [today] = useState(() => tokyoToday(serverNow()));
  // One key per opened form: a double click or a retry after a lost answer books once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<DepositDraft>({ amount: '', date: today, description: '' });
  const [shown, setShown] = useState<DepositFieldErrors>({});
  const [done, setDone] = useState<DepositResponse | null>(null);
  const deposit = useRecordDeposit();
  const serverFields = deposit.error instanceof ApiError ? deposit.error.fields : {};
  const fieldError = (name: keyof DepositDraft) => {
    const message = shown[name] ?? serverFields[name];
    return message ? translateMessage(t, message) : undefined;
  };
  const formError = deposit.error && !(deposit.error instanceof ApiError && deposit.error.code === null) ? errorText(deposit.error) : null;
  const set = (patch: Partial<DepositDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setShown({});
  };

  const submit = () => {
    const errors = depositErrors(draft, today);
    setShown(errors);
    if (Object.keys(errors).length > 0 || deposit.isPending) return;
    const amount = parseAmount(draft.amount) ?? 0;
    deposit.mutate({ userId: client.id, amount, date: draft.date, description: draft.description.trim(), idempotencyKey }, { onSuccess: setDone });
  };

  if (done) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('Clients.deposit.doneTitle')}
        footer={<Button onClick={onClose}>{t('Common.close')}</Button>}
      >
        <div role="status" className="flex flex-col gap-2">
          <p>{t('Clients.deposit.booked', { amount: formatYen(done.entry.amount), name: client.fullName, balance: formatYen(done.balance) })}</p>
          {done.activated && <p className="rounded-md bg-emerald-50 px-3 py-2 font-medium text-emerald-800">{t('Clients.deposit.activated')}</p>}
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Clients.deposit.title')}
      description={t('Clients.deposit.for', { name: client.fullName, id: client.clientId })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Common.cancel')}
          </Button>
          <Button type="submit" form="deposit-form" pending={deposit.isPending}>
            {t('Clients.deposit.submit')}
          </Button>
        </>
      }
    >
      <form
        id="deposit-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {formError && <Alert>{formError}</Alert>}
        <AmountField label={t('Clients.deposit.amount')} name="amount" value={draft.amount} onValueChange={(amount) => set({ amount })} error={fieldError('amount')} />
        <TextField
          label={t('Clients.deposit.date')}
          name="date"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('Payments.datePlaceholder')}
          value={draft.date}
          onChange={(e) => set({ date: formatDateInput(e.target.value) })}
          error={fieldError('date')}
        />
        <TextField
          label={t('Clients.deposit.description')}
          name="description"
          maxLength={500}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
          error={fieldError('description')}
          hint={t('Clients.deposit.descriptionHint')}
        />
      </form>
    </Dialog>
  );
}
