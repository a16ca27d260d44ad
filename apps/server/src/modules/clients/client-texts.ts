import { ROLE } from '@jauc/contract';
import type { TextLanguage } from '../../lib/request-language.js';

// The client levels' names (the "type" column of the client page), in the request's language.
const ROLE_NAMES: Record<TextLanguage, Record<number, string>> = {
  en: {
    [ROLE.client]: 'Client', [ROLE.vip]: 'VIP', [ROLE.troublesome]: 'Troublesome', [ROLE.restricted]: 'Restricted',
    [ROLE.guest]: 'Guest', [ROLE.dealer]: 'Dealer', [ROLE.disabled]: 'Disabled', [ROLE.manager]: 'Manager',
  },
  ru: {
    [ROLE.client]: 'Клиент', [ROLE.vip]: 'VIP', [ROLE.troublesome]: 'Проблемный', [ROLE.restricted]: 'Ограниченный',
    [ROLE.guest]: 'Гость', [ROLE.dealer]: 'Дилер', [ROLE.disabled]: 'Отключён', [ROLE.manager]: 'Менеджер',
  },
};

export const roleName = (lang: TextLanguage, roleId: number): string => ROLE_NAMES[lang][roleId] ?? String(roleId);
