import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/field';
import { isDateInputValid, type dateRangeError } from '../../lib/date-input';

interface DateRangeFieldsProps {
  /** What each field is about, e.g. "Purchase date from". */
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  error: ReturnType<typeof dateRangeError>;
  /** Called with the typed text; the caller keeps it formatted (lib/date-input). */
  onFrom: (text: string) => void;
  onTo: (text: string) => void;
}

/**
 * A list's date range filter: two fields typed as digits. A bound that is not a day is flagged
 * under itself; a start after the end is flagged under the end.
 */
export function DateRangeFields({ fromLabel, toLabel, from, to, error, onFrom, onTo }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const formatError = t('Filters.dateFormatError');
  const fromError = error === 'format' && !isDateInputValid(from) ? formatError : undefined;
  const toError = error === 'order' ? t('Filters.dateOrderError') : error === 'format' && !isDateInputValid(to) ? formatError : undefined;
  const common = { inputMode: 'numeric', autoComplete: 'off', placeholder: t('Filters.datePlaceholder'), maxLength: 10 } as const;
  return (
    <>
      <TextField label={fromLabel} {...common} value={from} onChange={(e) => onFrom(e.target.value)} error={fromError} />
      <TextField label={toLabel} {...common} value={to} onChange={(e) => onTo(e.target.value)} error={toError} />
    </>
  );
}
