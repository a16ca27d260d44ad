// POST /user/telegram/unlink: notices stop going to the linked Telegram chat; answers
// `successSchema` ({ success: true }), also when nothing was linked (the outcome is the same).
export const TELEGRAM_UNLINK_PATH = '/user/telegram/unlink';
