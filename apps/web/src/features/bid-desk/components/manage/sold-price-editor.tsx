import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_STATUS, formatThousands, formatYen } from '@jauc/contract';
import { CheckIcon } from '../../../../components/ui/icons';
import { caretAfterDigit, digitsBeforeCaret, formatAmountInput, parseAmount } from '../../../../lib/amount-input';
import { cn } from '../../../../lib/cn';
import { useUpdateSoldPrice } from '../../api/update-sold-price';
import { useManageError } from '../../hooks/use-manage-error';
import { saveUndoable, useUndoableValue } from '../../hooks/use-undo-history';
import { isAllowToEdit } from '../../lib/manage-status';
import type { BidCellProps } from '../list/cell-slots';
import { ManageErrorDialog } from './manage-error-dialog';

/**
 * The sold price of a bid row (spec 2 §4 "Sold price editing"): read-only yen, or for a manager
 * on a row in status 1, 2 or 6 a click-to-edit field — Enter or the check button saves, Escape
 * puts the old amount back. The field takes digits only and shows them grouped; a failed save
 * is undone (spec 2 §4 "Undo").
 */
export function SoldPriceEditor({ bid, archive, editable }: BidCellProps) {
  const { t } = useTranslation();
  const { shown } = useUndoableValue(bid.bidId, 'soldPrice', bid.soldPrice);
  const { shown: status } = useUndoableValue(bid.bidId, 'status', bid.bidStatus);
  const mutation = useUpdateSoldPrice();
  const error = useManageError();
  const [text, setText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | undefined>();
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Back to the price button once the field has gone, so the keyboard user is where they were.
  useEffect(() => {
    if (text !== null || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [text]);
  const display = shown === null ? '—' : formatYen(shown);

  if (archive || !editable || !isAllowToEdit(status)) return <span className="whitespace-nowrap tabular-nums">{display}</span>;

  const close = () => {
    setText(null);
    setInvalid(undefined);
    refocus.current = true;
  };
  const commit = () => {
    if (text === null) return;
    const value = parseAmount(text);
    if (value === shown) return close();
    // The server refuses clearing a Win's price; say so here instead of saving and undoing.
    if (value === null && status === BID_STATUS.win) return setInvalid(t('Error.win_sold_price_required'));
    close();
    saveUndoable(bid.bidId, [{ field: 'soldPrice', value, serverValue: bid.soldPrice }], () =>
      mutation.mutateAsync({ bidId: bid.bidId, soldPrice: value === null ? '' : String(value) }),
    ).catch(error.report);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') {
      // Escape restores the old amount; it must not also close a surrounding sheet.
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };

  return (
    <>
      {text === null ? (
        <button
          ref={opener}
          type="button"
          onClick={() => setText(shown === null ? '' : formatThousands(shown))}
          aria-label={t('BidManage.editSoldPrice', { price: shown === null ? t('BidManage.noPrice') : display })}
          className="-mx-1 rounded px-1 py-0.5 text-left whitespace-nowrap tabular-nums underline decoration-slate-300 decoration-dashed underline-offset-4 hover:bg-slate-100 hover:decoration-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {display}
        </button>
      ) : (
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-1">
            <input
              // A click opened it: the manager is here to type.
              autoFocus
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={t('BidManage.soldPrice')}
              aria-invalid={invalid ? true : undefined}
              value={text}
              onChange={(e) => {
                const el = e.currentTarget;
                const digits = digitsBeforeCaret(el.value, el.selectionStart ?? el.value.length);
                const next = formatAmountInput(el.value);
                el.value = next;
                el.setSelectionRange?.(caretAfterDigit(next, digits), caretAfterDigit(next, digits));
                setText(next);
                setInvalid(undefined);
              }}
              onKeyDown={onKeyDown}
              // The whole amount selected: typing replaces it, arrows still edit it.
              onFocus={(e) => e.currentTarget.select()}
              className={cn('h-8 w-28 rounded-md border bg-white px-2 text-sm tabular-nums outline-none focus:ring-2 focus:ring-brand-600/20', invalid ? 'border-red-500' : 'border-brand-600')}
            />
            <button
              type="button"
              onClick={commit}
              aria-label={t('BidManage.saveSoldPrice')}
              className="grid size-8 shrink-0 place-items-center rounded-md bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
            >
              <CheckIcon className="size-4" />
            </button>
          </div>
          {invalid && <p className="text-xs text-red-600">{invalid}</p>}
        </div>
      )}
      <ManageErrorDialog open={error.open} reason={error.reason} onClose={error.close} />
    </>
  );
}
