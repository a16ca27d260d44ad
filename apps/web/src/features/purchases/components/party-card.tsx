import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseParty } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { useUpdatePurchase } from '../api/update-purchase';
import { FactCard, FactList } from './purchase-facts';

const FIELDS = ['fullName', 'address', 'country', 'port', 'email', 'telephone', 'documentList'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

interface PartyCardProps {
  purchaseId: number;
  part: 'consignee' | 'notify-party';
  party: PurchaseParty;
  /** The owner before the car ships, or a manager: a form; otherwise the saved values. */
  editable: boolean;
}

/** The consignee or the notify party of a purchased car. */
export function PartyCard({ purchaseId, part, party, editable }: PartyCardProps) {
  const { t } = useTranslation();
  const title = t(part === 'consignee' ? 'Purchases.consignee' : 'Purchases.notifyParty');
  const titleId = `party-${part}`;
  const label = (f: Field) => t(`Purchases.party.${f}`);
  if (!editable) {
    return (
      <FactCard title={title} titleId={titleId}>
        <FactList rows={FIELDS.map((f) => [label(f), party[f]] as const)} />
      </FactCard>
    );
  }
  return (
    <FactCard title={title} titleId={titleId}>
      <PartyForm purchaseId={purchaseId} part={part} party={party} label={label} />
    </FactCard>
  );
}

function PartyForm({ purchaseId, part, party, label }: Omit<PartyCardProps, 'editable'> & { label: (f: Field) => string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<PurchaseParty>(party);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  const save = useUpdatePurchase(purchaseId, part);
  const failure = save.error instanceof ApiError && Object.keys(save.error.fields).some(isField) ? null : save.error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    setErrors({});
    save.mutate(values, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        setErrors(Object.fromEntries(Object.entries(error.fields).filter(([name]) => isField(name)).map(([name, message]) => [name, translateMessage(t, message)])));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {FIELDS.map((f) => (
        <TextField
          key={f}
          label={label(f)}
          name={f}
          className={f === 'address' || f === 'documentList' ? 'sm:col-span-2' : undefined}
          type={f === 'email' ? 'email' : f === 'telephone' ? 'tel' : 'text'}
          autoComplete={f === 'email' ? 'email' : f === 'telephone' ? 'tel' : f === 'fullName' ? 'name' : 'off'}
          value={values[f]}
          error={errors[f]}
          onChange={(e) => {
            setSaved(false);
            setValues((v) => ({ ...v, [f]: e.target.value }));
          }}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" pending={save.isPending}>
          {t('Purchases.saveParty')}
        </Button>
        <p role="status" className="text-sm text-green-700">
          {saved ? t('Purchases.saved') : ''}
        </p>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(failure)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
