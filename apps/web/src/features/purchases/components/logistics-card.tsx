import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseDetailResponse, UpdateLogisticsBody } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { formatDateInput, isDateInputValid } from '../../../lib/date-input';
import { useUpdatePurchase } from '../api/update-purchase';
import { FactCard, FactList } from './purchase-facts';
import { PurchaseStatusBadge } from './purchase-status-badge';
import { PurchaseTimeline } from './purchase-timeline';
import { StatusChanger } from './status-changer';

type Logistics = PurchaseDetailResponse['logistics'];
const TEXTS = ['stockYard', 'exportPort', 'shippingLine', 'voyage', 'destination', 'dischargePort'] as const;
const DATES = ['purchaseDate', 'etd', 'eta'] as const;

/** Logistics: the status as a timeline, then where the car is and how it travels. */
export function LogisticsCard({ purchaseId, logistics, canManage }: { purchaseId: number; logistics: Logistics; canManage: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const l = logistics;
  return (
    <FactCard
      title={t('Purchases.logistics')}
      titleId="purchase-logistics"
      actions={<PurchaseStatusBadge status={l.status} label={l.statusLabel} />}
    >
      <PurchaseTimeline status={l.status} />
      {canManage && <StatusChanger purchaseId={purchaseId} status={l.status} />}
      {editing ? (
        <LogisticsForm purchaseId={purchaseId} logistics={l} onDone={() => setEditing(false)} />
      ) : (
        <>
          <FactList
            rows={[
              [t('Purchases.field.stockYard'), l.stockYard],
              [t('Purchases.field.exportPort'), l.exportPort],
              [t('Purchases.field.typeOfExport'), l.typeOfExportLabel],
              [t('Purchases.field.purchaseDate'), l.purchaseDate],
              [t('Purchases.field.shippingLine'), l.shippingLine],
              [t('Purchases.field.voyage'), l.voyage],
              [t('Purchases.field.destination'), l.destination],
              [t('Purchases.field.etd'), l.etd],
              [t('Purchases.field.eta'), l.eta],
              [t('Purchases.field.dischargePort'), l.dischargePort],
            ]}
          />
          {canManage && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                {t('Purchases.editLogistics')}
              </Button>
            </div>
          )}
        </>
      )}
    </FactCard>
  );
}

function LogisticsForm({ purchaseId, logistics, onDone }: { purchaseId: number; logistics: Logistics; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useUpdatePurchase(purchaseId, 'logistics');
  const [texts, setTexts] = useState(() => Object.fromEntries([...TEXTS, ...DATES].map((k) => [k, logistics[k] ?? ''])) as Record<(typeof TEXTS)[number] | (typeof DATES)[number], string>);
  const [typeOfExport, setTypeOfExport] = useState(logistics.typeOfExport ? String(logistics.typeOfExport) : '');
  const [checked, setChecked] = useState(false);
  const dateError = (k: (typeof DATES)[number]) => (checked && !isDateInputValid(texts[k]) ? t('Filters.dateFormatError') : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (DATES.some((k) => !isDateInputValid(texts[k]))) return;
    const body: UpdateLogisticsBody = { ...texts, typeOfExport: typeOfExport ? Number(typeOfExport) : null };
    save.mutate(body, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {TEXTS.map((k) => (
        <TextField key={k} label={t(`Purchases.field.${k}`)} name={k} value={texts[k]} onChange={(e) => setTexts((v) => ({ ...v, [k]: e.target.value }))} />
      ))}
      <SelectField
        label={t('Purchases.field.typeOfExport')}
        value={typeOfExport}
        onChange={(e) => setTypeOfExport(e.target.value)}
        options={[{ value: '', label: '—' }, ...[1, 2, 3, 4].map((v) => ({ value: String(v), label: t(`BidType.${v}.label`) }))]}
      />
      {DATES.map((k) => (
        <TextField
          key={k}
          label={t(`Purchases.field.${k}`)}
          name={k}
          inputMode="numeric"
          placeholder={t('Filters.datePlaceholder')}
          value={texts[k]}
          error={dateError(k)}
          onChange={(e) => setTexts((v) => ({ ...v, [k]: formatDateInput(e.target.value) }))}
        />
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
