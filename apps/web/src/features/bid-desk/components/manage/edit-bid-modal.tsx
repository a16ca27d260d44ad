import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_TYPES, formatYen, minimumBid } from '@jauc/contract';
import { AmountField } from '../../../../components/ui/amount-field';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ExternalLinkIcon } from '../../../../components/ui/icons';
import { SelectField } from '../../../../components/ui/select-field';
import { ApiError } from '../../../../lib/api-errors';
import { translateBidMessage } from '../../../../lib/bid-messages';
import { useUpdateAdjustmentPrice } from '../../api/update-adjustment-price';
import { useUpdateBidPrice } from '../../api/update-bid-price';
import type { BidRow } from '../../lib/bid-row';
import { editAmountError, editRequests, editValuesOf, type EditBidValues } from '../../lib/manage-edit-form';
import { lotHref } from '../../lib/lot-href';

/** The modal's values go back to the row's this long after it closes (spec 2 §9), past its closing animation. */
export const EDIT_RESET_MS = 1_000;

interface EditBidModalProps {
  bid: BidRow;
  open: boolean;
  onClose: () => void;
  /** The manager's permissions: adjustmentPriceShow and exportTypeShow (spec 2 §6). */
  showAdjustment: boolean;
  showExportType: boolean;
  /** A failed save: the row's error dialog says why (spec 2 §8). */
  onError: (error: unknown) => void;
}

/**
 * The manager's edit-bid modal (spec 2 §4 "Edit bid modal"): bid price in the 5000 step,
 * adjustment price and export type. Save sends the bid-price and adjustment-price updates
 * together and closes on success; a failure keeps it open and opens the error dialog.
 */
export function EditBidModal({ bid, open, onClose, showAdjustment, showExportType, onError }: EditBidModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<EditBidValues>(() => editValuesOf(bid));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof EditBidValues, string>>>({});
  const price = useUpdateBidPrice();
  const adjustment = useUpdateAdjustmentPrice();
  const pending = price.isPending || adjustment.isPending;

  // 1 s after the modal closes, or after the row changes while it is closed, its values become the row's again.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setValues(editValuesOf(bid));
      setFieldErrors({});
    }, EDIT_RESET_MS);
    return () => clearTimeout(timer);
  }, [open, bid]);

  const set = (key: keyof EditBidValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFieldErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountError = editAmountError(bid, values);
    if (amountError) return setFieldErrors({ amount: translateBidMessage(t, amountError) });
    const requests = editRequests(bid, values, { adjustment: showAdjustment, exportType: showExportType });
    try {
      await Promise.all([price.mutateAsync(requests.price), requests.adjustmentPrice && adjustment.mutateAsync(requests.adjustmentPrice)]);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fields;
        setFieldErrors({
          amount: translateBidMessage(t, fields.amount) || undefined,
          adjustmentPrice: translateBidMessage(t, fields.adjustmentPrice) || undefined,
          exportType: translateBidMessage(t, fields.exportType) || undefined,
        });
      }
      onError(error);
    }
  };

  const typeOptions = [
    ...(bid.exportType === null || bid.exportType === undefined ? [{ value: '', label: t('PlaceBid.bidTypeBlank') }] : []),
    ...BID_TYPES.map((type) => ({ value: String(type), label: t(`BidType.${type}.label`) })),
  ];
  const formId = `edit-bid-${bid.bidId}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t('BidManage.editTitle')}
      description={
        <a href={lotHref(bid, false)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline">
          {t('BidManage.editLot', { lotNo: bid.lotNo, auction: bid.auctionName, car: `${bid.maker} ${bid.model}` })}
          <ExternalLinkIcon className="size-3.5" aria-hidden />
          <span className="sr-only">{t('BidManage.newTab')}</span>
        </a>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('Common.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={pending}>
            {t('Common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {bid.user && <p className="text-slate-600">{t('BidManage.editFor', { name: bid.user.name })}</p>}
        <AmountField
          label={t('BidManage.bidPrice')}
          value={values.amount}
          onValueChange={set('amount')}
          disabled={bid.lotType === 'stock'}
          error={fieldErrors.amount}
          hint={bid.lotType === 'stock' ? t('BidManage.stockPriceHint') : t('PlaceBid.amountHint', { min: formatYen(minimumBid(bid.startPrice)) })}
        />
        {showAdjustment && (
          <AmountField
            signed
            label={t('BidManage.adjustmentPrice')}
            value={values.adjustmentPrice}
            onValueChange={set('adjustmentPrice')}
            error={fieldErrors.adjustmentPrice}
            hint={t('BidManage.adjustmentHint')}
          />
        )}
        {showExportType && (
          <SelectField label={t('PlaceBid.bidType')} value={values.exportType} onChange={(e) => set('exportType')(e.target.value)} options={typeOptions} error={fieldErrors.exportType} />
        )}
      </form>
    </Dialog>
  );
}
