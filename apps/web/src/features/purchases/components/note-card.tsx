import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PURCHASE_NOTE_MAX } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { useUpdatePurchase } from '../api/update-purchase';
import { FactCard } from './purchase-facts';

/** The manager's note on the purchase: read by the owner, written by managers, saved as typed. */
export function NoteCard({ purchaseId, note, canManage }: { purchaseId: number; note: string; canManage: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState(note);
  const [saved, setSaved] = useState(false);
  const save = useUpdatePurchase(purchaseId, 'note');
  if (!canManage && !note) return null;
  return (
    <FactCard title={t('Purchases.note')} titleId="purchase-note">
      {canManage ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(false);
            save.mutate({ note: text }, { onSuccess: () => setSaved(true) });
          }}
        >
          <label htmlFor={`purchase-note-${purchaseId}`} className="sr-only">
            {t('Purchases.note')}
          </label>
          <textarea
            id={`purchase-note-${purchaseId}`}
            rows={4}
            maxLength={PURCHASE_NOTE_MAX}
            value={text}
            onChange={(e) => {
              setSaved(false);
              setText(e.target.value);
            }}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="sm" pending={save.isPending} disabled={text === note}>
              {t('Purchases.saveNote')}
            </Button>
            <p role="status" className="text-sm text-green-700">
              {saved ? t('Purchases.saved') : ''}
            </p>
            {save.isError && (
              <p role="alert" className="text-sm text-red-700">
                {errorText(save.error)}
              </p>
            )}
          </div>
        </form>
      ) : (
        <p className="text-sm whitespace-pre-wrap text-slate-800">{note}</p>
      )}
    </FactCard>
  );
}
