import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LedgerType } from '@jauc/contract';
import { mergeOwnedParams } from '../../../lib/list/url-params';
import { useDebouncedValue } from '../../../lib/list/use-debounced-value';
import { dateRangeError, formatDateInput } from '../../../lib/date-input';
import { PAYMENTS_PARAMS, parsePaymentsParams, serializePaymentsParams, type PaymentsParams } from '../lib/payments-url';

// Spec 2 §9: the payments type dropdown waits 400 ms, a typed date 700 ms.
export const TYPE_DEBOUNCE_MS = 400;
export const DATE_DEBOUNCE_MS = 700;

/**
 * The /payments filters: what the user is typing (`draft`) and what the list shows (`applied`,
 * kept in the URL). A change reaches the URL once it has settled and the range is valid; it
 * starts again from page 1.
 */
export function usePaymentsParams() {
  const [search, setSearch] = useSearchParams();
  const applied = parsePaymentsParams(search);
  const [type, setType] = useState<LedgerType | ''>(applied.type);
  const [dateFrom, setDateFromText] = useState(applied.dateFrom);
  const [dateTo, setDateToText] = useState(applied.dateTo);
  const settledType = useDebouncedValue(type, TYPE_DEBOUNCE_MS);
  const settledDates = useDebouncedValue({ dateFrom, dateTo }, DATE_DEBOUNCE_MS);
  const rangeError = dateRangeError(dateFrom, dateTo);

  const write = (next: PaymentsParams) => setSearch((current) => mergeOwnedParams(current, PAYMENTS_PARAMS, serializePaymentsParams(next)), { replace: true });

  useEffect(() => {
    if (dateRangeError(settledDates.dateFrom, settledDates.dateTo)) return;
    const next = { ...applied, type: settledType, ...settledDates };
    if (next.type === applied.type && next.dateFrom === applied.dateFrom && next.dateTo === applied.dateTo) return;
    write({ ...next, page: 1 });
    // Only a settled change writes; `applied` is read fresh from the URL each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledType, settledDates.dateFrom, settledDates.dateTo]);

  return {
    applied,
    draft: { type, dateFrom, dateTo },
    rangeError,
    setType,
    setDateFrom: (text: string) => setDateFromText(formatDateInput(text)),
    setDateTo: (text: string) => setDateToText(formatDateInput(text)),
    clear: () => {
      setType('');
      setDateFromText('');
      setDateToText('');
    },
    /** A manager's chosen client (null: none); the list starts again from page 1. */
    setUserId: (userId: number | null) =>
      setSearch((current) => mergeOwnedParams(current, PAYMENTS_PARAMS, serializePaymentsParams({ ...parsePaymentsParams(current), userId, page: 1 }))),
    setPage: (page: number) => setSearch((current) => mergeOwnedParams(current, PAYMENTS_PARAMS, serializePaymentsParams({ ...parsePaymentsParams(current), page }))),
  };
}
