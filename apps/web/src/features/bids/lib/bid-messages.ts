import type { TFunction } from 'i18next';
import { formatThousands } from '@jauc/contract';
import { ApiError, ContractError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';

/**
 * A bid field message as text: `PlaceBid.*` keys (the number after the colon is the `amount`,
 * e.g. `PlaceBid.IncorrectBid:5000`), else the shared `Errors.*` / `Error.<code>` translation.
 */
export function translateBidMessage(t: TFunction, message: string | null | undefined): string {
  if (!message) return '';
  const [key = '', param] = message.split(':');
  if (key.startsWith('PlaceBid.')) return t(key, { amount: param === undefined ? undefined : formatThousands(param) });
  return translateMessage(t, message);
}

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
