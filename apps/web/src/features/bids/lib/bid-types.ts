import type { TFunction } from 'i18next';
import { BID_TYPES, type BidTypeOption } from '@jauc/contract';

export interface BidTypeChoice {
  value: string;
  label: string;
  description: string;
}

/** The four export types; the server's label and description win when it sent them. */
export function bidTypeChoices(t: TFunction, server: readonly BidTypeOption[] | undefined): BidTypeChoice[] {
  const values = server?.length ? server.map((o) => o.value) : [...BID_TYPES];
  return values.map((value) => {
    const own = server?.find((o) => o.value === value);
    return {
      value: String(value),
      label: own?.label || t(`BidType.${value}.label`, { defaultValue: String(value) }),
      description: own?.description || t(`BidType.${value}.description`, { defaultValue: '' }),
    };
  });
}

export const bidTypeLabel = (t: TFunction, server: readonly BidTypeOption[] | undefined, value: string) => bidTypeChoices(t, server).find((c) => c.value === value)?.label ?? '';
