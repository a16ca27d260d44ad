import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';

/**
 * A field's message from the server: the landed cost's own keys (`LandedCost.errors.badData:under3.0`,
 * the part after the colon naming the place) or the common `Errors.*` ones.
 */
export function useFieldError(error: unknown) {
  const { t } = useTranslation();
  const fields = error instanceof ApiError ? error.fields : {};
  return (field: string): string | undefined => {
    const message = fields[field];
    if (!message) return undefined;
    if (message.startsWith('LandedCost.')) {
      const [key = '', where] = message.split(':');
      return t(key, { length: where ?? '' });
    }
    return translateMessage(t, message);
  };
}
