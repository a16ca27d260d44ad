import type { TFunction } from 'i18next';
import { formatThousands } from '@jauc/contract';
import { translateMessage } from './messages';

/**
 * A bid field message as text: `PlaceBid.*` keys (the number after the colon is the `amount`,
 * e.g. `PlaceBid.IncorrectBid:5000`), else the shared `Errors.*` / `Error.<code>` translation.
 * The lot page's bid form and the bid manager's edit modal both show them.
 */
export function translateBidMessage(t: TFunction, message: string | null | undefined): string {
  if (!message) return '';
  const [key = '', param] = message.split(':');
  if (key.startsWith('PlaceBid.')) return t(key, { amount: param === undefined ? undefined : formatThousands(param) });
  return translateMessage(t, message);
}
