import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dateRangeError, formatDateInput } from '../../../lib/date-input';
import { mergeOwnedParams } from '../../../lib/list/url-params';
import { useDebouncedValue } from '../../../lib/list/use-debounced-value';
import { parsePurchaseListParams, PURCHASE_LIST_PARAMS, serializePurchaseListParams, type PurchaseListParams } from '../lib/purchase-list-url';

// Spec 2 §9: a typed date settles after 700 ms.
export const DATE_DEBOUNCE_MS = 700;

/**
 * The /purchased-cars filters: the status applies at once; the typed dates (`draft`) reach the
 * URL once they have settled and the range is valid. Any change starts again from page 1.
 */
export function usePurchaseListParams() {
  const [search, setSearch] = useSearchParams();
  const applied = parsePurchaseListParams(search);
  const [dateFrom, setDateFrom] = useState(applied.dateFrom);
  const [dateTo, setDateTo] = useState(applied.dateTo);
  const settled = useDebouncedValue({ dateFrom, dateTo }, DATE_DEBOUNCE_MS);
  const write = (change: (current: PurchaseListParams) => PurchaseListParams) =>
    setSearch((current) => mergeOwnedParams(current, PURCHASE_LIST_PARAMS, serializePurchaseListParams(change(parsePurchaseListParams(current)))), { replace: true });

  useEffect(() => {
    if (dateRangeError(settled.dateFrom, settled.dateTo)) return;
    if (settled.dateFrom === applied.dateFrom && settled.dateTo === applied.dateTo) return;
    write((current) => ({ ...current, ...settled, page: 1 }));
    // Only a settled change writes; `applied` is read fresh from the URL each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled.dateFrom, settled.dateTo]);

  return {
    applied,
    draft: { dateFrom, dateTo },
    rangeError: dateRangeError(dateFrom, dateTo),
    setStatus: (status: string) => write((current) => ({ ...current, status, page: 1 })),
    setDateFrom: (text: string) => setDateFrom(formatDateInput(text)),
    setDateTo: (text: string) => setDateTo(formatDateInput(text)),
    clear: () => {
      setDateFrom('');
      setDateTo('');
      write(() => ({ status: '', dateFrom: '', dateTo: '', page: 1 }));
    },
    setPage: (page: number) => setSearch((current) => mergeOwnedParams(current, PURCHASE_LIST_PARAMS, serializePurchaseListParams({ ...parsePurchaseListParams(current), page }))),
  };
}
