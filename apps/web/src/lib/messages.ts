import type { TFunction } from 'i18next';

/**
 * Turns a server or form message into text. Field messages are keys such as `Errors.Required`
 * or `Errors.MinLength:6` (the number is the `length` value); message codes such as
 * `invalid_credentials` live under `Error.<code>`, with the generic text as the fallback.
 */
export function translateMessage(t: TFunction, message: string | null | undefined): string {
  if (!message) return '';
  const [key = '', param] = message.split(':');
  if (key.startsWith('Errors.')) return t(key, { length: param === undefined ? undefined : Number(param) });
  return t(`Error.${key}`, { defaultValue: t('Error.default') });
}
