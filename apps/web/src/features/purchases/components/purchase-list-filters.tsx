import type { PurchaseStatusOption } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/list/date-range-fields';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import type { dateRangeError } from '../../../lib/date-input';

interface PurchaseListFiltersProps {
  statusList: readonly PurchaseStatusOption[];
  status: string;
  dateFrom: string;
  dateTo: string;
  rangeError: ReturnType<typeof dateRangeError>;
  onStatus: (status: string) => void;
  onDateFrom: (text: string) => void;
  onDateTo: (text: string) => void;
  onClear: () => void;
}

/** Status (or all) and the purchase-date range of the purchased list. */
export function PurchaseListFilters({ statusList, status, dateFrom, dateTo, rangeError, onStatus, onDateFrom, onDateTo, onClear }: PurchaseListFiltersProps) {
  const { t } = useTranslation();
  const dirty = status !== '' || dateFrom !== '' || dateTo !== '';
  return (
    <div role="search" aria-label={t('Purchases.filters')} className="grid grid-cols-2 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,16rem)_minmax(0,11rem)_minmax(0,11rem)_auto]">
      <SelectField
        label={t('Purchases.status')}
        className="col-span-2 sm:col-span-1"
        value={status}
        onChange={(e) => onStatus(e.target.value)}
        options={[{ value: '', label: t('Purchases.allStatuses') }, ...statusList.map((o) => ({ value: String(o.value), label: o.label }))]}
      />
      <DateRangeFields fromLabel={t('Purchases.dateFrom')} toLabel={t('Purchases.dateTo')} from={dateFrom} to={dateTo} error={rangeError} onFrom={onDateFrom} onTo={onDateTo} />
      <div className="col-span-2 flex sm:col-span-1 sm:pt-6">
        <Button variant="ghost" onClick={onClear} disabled={!dirty} className="w-full sm:w-auto">
          {t('Purchases.clearFilters')}
        </Button>
      </div>
    </div>
  );
}
