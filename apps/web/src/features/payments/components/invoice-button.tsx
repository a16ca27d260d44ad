import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { usePaymentInvoice } from '../api/get-payment-invoice';

/**
 * The invoice of the car a purchase entry pays for: its URL is asked for on the click, then opened
 * (the server sends the PDF as an attachment, so the page stays).
 */
export function InvoiceButton({ entryId }: { entryId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invoice = usePaymentInvoice();
  return (
    <span className="inline-flex flex-col items-start">
      <Button
        variant="link"
        size="sm"
        className="h-auto"
        pending={invoice.isPending}
        onClick={() => invoice.mutate(entryId, { onSuccess: ({ url }) => window.location.assign(url) })}
      >
        {t('Payments.invoice')}
      </Button>
      {invoice.error && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(invoice.error)}
        </span>
      )}
    </span>
  );
}
