import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-errors';
import { translateMessage } from '../../lib/messages';
import { Alert } from './alert';

/** The text for a failed call: the server's message code translated, or a network notice. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError) return translateMessage(t, error.code ?? 'invalid_input');
    if (error instanceof TypeError) return t('Error.network');
    return t('Error.default');
  };
}

/** A red box with the translated failure of a call; nothing when there is no error. */
export function ErrorAlert({ error, className }: { error: unknown; className?: string }) {
  const text = useErrorText();
  if (!error) return null;
  return <Alert className={className}>{text(error)}</Alert>;
}
