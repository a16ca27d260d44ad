import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in of the Telegram Bot API (https://core.telegram.org/bots/api) for the tests:
// getMe, getUpdates (updates the test queues, confirmed by a higher offset as Telegram does) and
// sendMessage (recorded). Answers in the API's shape ({ ok, result } or { ok: false, error_code,
// description }); a wrong token is 401. `failSends` makes the next sendMessage calls fail.

export interface SentMessage {
  chatId: number;
  text: string;
}

export interface BotStandIn {
  url: string;
  token: string;
  username: string;
  sent: SentMessage[];
  /** The next sendMessage calls answer this error (e.g. 500, or 403 "bot was blocked by the user"). */
  failSends: Array<{ code: number; description: string }>;
  /** Queues a text message from a chat, as a user would send it to the bot. */
  userSends(chatId: number, text: string, languageCode?: string): void;
  /** Updates not yet confirmed (getUpdates with a higher offset confirms them). */
  pending(): number;
  close(): Promise<void>;
}

export async function startBotStandIn(token = '123456:TEST-token', username = 'jauc_test_bot'): Promise<BotStandIn> {
  let nextUpdateId = 5000;
  let updates: Array<{ update_id: number; message: object }> = [];
  const sent: SentMessage[] = [];
  const failSends: BotStandIn['failSends'] = [];

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const answer = (status: number, payload: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const m = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      if (!m || m[1] !== token) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const params = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      switch (m[2]) {
        case 'getMe':
          return answer(200, { ok: true, result: { id: 123456, is_bot: true, first_name: 'JAUC', username } });
        case 'getUpdates': {
          const offset = Number(params.offset ?? 0);
          if (offset > 0) updates = updates.filter((u) => u.update_id >= offset);
          return answer(200, { ok: true, result: updates.slice(0, Number(params.limit ?? 100)) });
        }
        case 'sendMessage': {
          const failure = failSends.shift();
          if (failure) return answer(failure.code, { ok: false, error_code: failure.code, description: failure.description });
          sent.push({ chatId: Number(params.chat_id), text: String(params.text) });
          return answer(200, { ok: true, result: { message_id: sent.length } });
        }
        default:
          return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    username,
    sent,
    failSends,
    userSends(chatId, text, languageCode = 'en') {
      updates.push({ update_id: nextUpdateId++, message: { message_id: nextUpdateId, chat: { id: chatId, type: 'private' }, from: { id: chatId, first_name: 'Test', language_code: languageCode }, text } });
    },
    pending: () => updates.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
