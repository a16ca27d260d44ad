import type { TFunction } from 'i18next';
import { ApiError, ContractError } from '../../../lib/api-errors';
import { translateBidMessage } from '../../../lib/bid-messages';
import { translateMessage } from '../../../lib/messages';

/**
 * The text for a refused bid or cancellation: the server's code under `Error.<code>`, or its
 * field messages translated — never a raw code.
 */
export function bidErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields);
    if (fields.length) return [...new Set(fields.map((m) => translateBidMessage(t, m)))].join('. ');
    return translateMessage(t, error.code ?? 'invalid_input');
  }
  if (error instanceof ContractError) return t('Error.default');
  if (error instanceof TypeError) return t('Error.network');
  return t('Error.default');
}
