// The manager's messaging contact, as the shell's side menu shows it. Features do not import each
// other, so the bids feature keeps its own copy of the link.
export const MANAGER_CHAT_URL = 'https://t.me/jauc_support';
