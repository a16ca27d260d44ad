import type { LedgerType } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';

interface PaymentsFiltersProps {
  typeOptions: ReadonlyArray<{ value: LedgerType; label: string }>;
  type: LedgerType | '';
  dateFrom: string;
  dateTo: string;
  rangeError: 'format' | 'order' | null;
  onType: (type: LedgerType | '') => void;
  onDateFrom: (text: string) => void;
  onDateTo: (text: string) => void;
  onClear: () => void;
}

/** Type (Remittances, Car Purchase or all) and an inclusive date range typed as digits. */
export function PaymentsFilters({ typeOptions, type, dateFrom, dateTo, rangeError, onType, onDateFrom, onDateTo, onClear }: PaymentsFiltersProps) {
  const { t } = useTranslation();
  const formatError = rangeError === 'format' ? t('Payments.dateFormatError') : undefined;
  const fromError = formatError && dateFrom !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(dateFrom) ? formatError : undefined;
  // The message goes under the field that is wrong; an order problem belongs to the end date.
  const toError = rangeError === 'order' ? t('Payments.dateOrderError') : rangeError === 'format' && !fromError ? formatError : undefined;
  const dirty = type !== '' || dateFrom !== '' || dateTo !== '';
  return (
    <div role="search" aria-label={t('Payments.filters')} className="grid grid-cols-2 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,14rem)_minmax(0,11rem)_minmax(0,11rem)_auto]">
      <SelectField
        label={t('Payments.type')}
        className="col-span-2 sm:col-span-1"
        value={type}
        onChange={(e) => onType(e.target.value as LedgerType | '')}
        options={[{ value: '', label: t('Payments.allTypes') }, ...typeOptions]}
      />
      <TextField label={t('Payments.dateFrom')} inputMode="numeric" autoComplete="off" placeholder={t('Payments.datePlaceholder')} value={dateFrom} onChange={(e) => onDateFrom(e.target.value)} error={fromError} />
      <TextField label={t('Payments.dateTo')} inputMode="numeric" autoComplete="off" placeholder={t('Payments.datePlaceholder')} value={dateTo} onChange={(e) => onDateTo(e.target.value)} error={toError} />
      <div className="col-span-2 flex sm:col-span-1 sm:pt-6">
        <Button variant="ghost" onClick={onClear} disabled={!dirty} className="w-full sm:w-auto">
          {t('Payments.clearFilters')}
        </Button>
      </div>
    </div>
  );
}
