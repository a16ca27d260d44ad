// The few Bot API methods the portal uses (https://core.telegram.org/bots/api): getMe (the bot's
// name for the link instructions), getUpdates (the bot's incoming messages, read by polling) and
// sendMessage (notices). The base URL is TELEGRAM_API_URL, so tests run against a stand-in.

export interface TelegramUpdate {
  update_id: number;
  message?: { chat: { id: number }; text?: string; from?: { first_name?: string; language_code?: string } };
}

export class TelegramApiError extends Error {
  constructor(
    readonly method: string,
    /** The Bot API's error_code, or the HTTP status when the answer was not the API's. */
    readonly code: number,
    description: string,
  ) {
    super(`telegram ${method}: ${code} ${description}`);
  }
}

export interface BotApi {
  getMe(): Promise<{ username: string }>;
  getUpdates(offset: number, limit: number): Promise<TelegramUpdate[]>;
  sendMessage(chatId: number, text: string): Promise<void>;
}

// A call that hangs must not hold the job: the Bot API answers in well under a second.
const TIMEOUT_MS = 10_000;

export function createBotApi(apiUrl: string, token: string): BotApi {
  async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
    // The token is part of the path: it must never reach a log, so errors name the method only.
    const res = await fetch(`${apiUrl}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => null)) as { ok?: boolean; result?: T; error_code?: number; description?: string } | null;
    if (!answer?.ok) throw new TelegramApiError(method, answer?.error_code ?? res.status, answer?.description ?? res.statusText);
    return answer.result as T;
  }
  return {
    getMe: () => call('getMe', {}),
    // timeout 0: a short poll; the poll job runs every few seconds and must not hold a run open.
    getUpdates: (offset, limit) => call('getUpdates', { offset, limit, timeout: 0, allowed_updates: ['message'] }),
    async sendMessage(chatId, text) {
      await call('sendMessage', { chat_id: chatId, text, link_preview_options: { is_disabled: true } });
    },
  };
}
