// The provider's support contacts: the side menu, the restricted-account notices and the bid panel.
export const SUPPORT_EMAIL = 'support@jauc.example';
export const SUPPORT_TELEGRAM = 'https://t.me/jauc_support';
