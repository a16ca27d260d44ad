import { formatYen } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
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
}

/** Spec 2 §4 "My bid and cancellation": confirm the cancellation, or say whom to ask. */
export function CancelBidDialog({ open, allowed, amount, pending, error, onConfirm, onClose }: CancelBidDialogProps) {
  const { t } = useTranslation();
  const onOpenChange = (next: boolean) => {
    if (!next && !pending) onClose();
  };
  if (!allowed) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('BidModal.CantCancelTitle')}
        description={t('BidModal.cantCancelText')}
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
      title={t('BidModal.cancelTitle')}
      description={t('BidModal.cancelText', { amount: formatYen(amount) })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('BidModal.keepBid')}
          </Button>
          <Button variant="danger" onClick={onConfirm} pending={pending}>
            {t('BidModal.cancelConfirm')}
          </Button>
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
