import { CLIENT_NOTE_MAX, CREDIT_LIMIT_MAX, formatThousands, type ClientRow } from '@jauc/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorText } from '../../../components/ui/error-alert';
import { parseAmount } from '../../../lib/amount-input';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { useUpdateClient } from '../api/update-client';

/** The client's credit limit (yen, 0 for none) and the managers' note; only what changed is sent. */
export function ClientEditDialog({ client, onClose }: { client: ClientRow; onClose: () => void }) {
  const { t } = useTranslation();
  const noteId = useId();
  const errorText = useErrorText();
  const [limit, setLimit] = useState(formatThousands(client.creditLimit));
  const [note, setNote] = useState(client.note ?? '');
  const [limitError, setLimitError] = useState<string | null>(null);
  const update = useUpdateClient();
  const serverFields = update.error instanceof ApiError ? update.error.fields : {};
  const formError = update.error && !(update.error instanceof ApiError && update.error.code === null) ? errorText(update.error) : null;
  const shownLimitError = limitError ?? serverFields.creditLimit;
  const noteError = serverFields.note;

  const submit = () => {
    const creditLimit = limit.trim() === '' ? 0 : parseAmount(limit);
    if (creditLimit === null || creditLimit < 0 || creditLimit > CREDIT_LIMIT_MAX) {
      setLimitError('Errors.InvalidField');
      return;
    }
    const body = {
      userId: client.id,
      ...(creditLimit !== client.creditLimit ? { creditLimit } : {}),
      ...(note.trim() !== (client.note ?? '') ? { note: note.trim() } : {}),
    };
    if (!('creditLimit' in body) && !('note' in body)) return onClose();
    update.mutate(body, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Clients.edit.title')}
      description={t('Clients.deposit.for', { name: client.fullName, id: client.clientId })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Common.cancel')}
          </Button>
          <Button type="submit" form="client-edit-form" pending={update.isPending}>
            {t('Clients.edit.save')}
          </Button>
        </>
      }
    >
      <form
        id="client-edit-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {formError && <Alert>{formError}</Alert>}
        <AmountField
          label={t('Clients.creditLimit')}
          name="creditLimit"
          value={limit}
          onValueChange={(v) => {
            setLimit(v);
            setLimitError(null);
          }}
          error={shownLimitError ? translateMessage(t, shownLimitError) : undefined}
          hint={t('Clients.edit.limitHint')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
            {t('Clients.note')}
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={4}
            maxLength={CLIENT_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={noteError ? true : undefined}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20"
          />
          {noteError && <p className="text-xs text-red-600">{translateMessage(t, noteError)}</p>}
        </div>
      </form>
    </Dialog>
  );
}
