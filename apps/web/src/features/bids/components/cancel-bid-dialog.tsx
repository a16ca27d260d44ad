import { formatYen } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { bidContext } from '../lib/bid-wording';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ContactManagerLink } from './contact-manager-link';

interface CancelBidDialogProps {
  open: boolean;
  /** The bid may still be cancelled (status 1 or 2, before 21:00 Tokyo the day before). */
  allowed: boolean;
  amount: number | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** A stock car's order: its own words (lib/bid-wording.ts). */
  stock?: boolean;
}

/** Spec 2 §4 "My bid and cancellation": confirm the cancellation, or say whom to ask. */
export function CancelBidDialog({ open, allowed, amount, pending, error, onConfirm, onClose, stock = false }: CancelBidDialogProps) {
  const { t } = useTranslation();
  const context = bidContext(stock, false);
  const onOpenChange = (next: boolean) => {
    if (!next && !pending) onClose();
  };
  if (!allowed) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('BidModal.CantCancelTitle', { context })}
        description={t('BidModal.cantCancelText', { context })}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('Common.close')}
            </Button>
            <ContactManagerLink />
          </>
        }
      />
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('BidModal.cancelTitle', { context })}
      description={t('BidModal.cancelText', { amount: formatYen(amount), context })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('BidModal.keepBid', { context })}
          </Button>
          <Button variant="danger" onClick={onConfirm} pending={pending}>
            {t('BidModal.cancelConfirm', { context })}
          </Button>
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
