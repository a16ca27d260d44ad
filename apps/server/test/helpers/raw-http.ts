import net from 'node:net';

/**
 * One HTTP/1.1 connection written by hand, for the shutdown tests: a request sent in parts (its
 * body later, or a second request pipelined behind it) shows what the server does with the
 * requests in flight when it begins to shut down. Responses are read in order, by Content-Length;
 * interim answers (100 Continue) are counted apart.
 */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  write(text: string): void;
  /** Resolves when the server has sent `n` interim 100 Continue answers. */
  continued(n?: number): Promise<void>;
  /** The next whole response. */
  response(): Promise<RawResponse>;
  /** Resolves when the server closed the connection. */
  closed: Promise<void>;
  destroy(): void;
}

export async function rawConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffer = Buffer.alloc(0);
  let continues = 0;
  const responses: RawResponse[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.on('close', () => {
    ended = true;
    for (const w of [...waiters]) w();
  });
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headEnd = buffer.indexOf('\r\n\r\n');
      if (headEnd < 0) break;
      const [statusLine, ...lines] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
      const status = Number(statusLine!.split(' ')[1]);
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      if (status === 100) {
        continues++;
        buffer = buffer.subarray(headEnd + 4);
        continue;
      }
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < headEnd + 4 + length) break;
      responses.push({ status, headers, body: buffer.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8') });
      buffer = buffer.subarray(headEnd + 4 + length);
    }
    for (const w of [...waiters]) w();
  });
  const until = (ready: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ready()) {
          waiters.delete(check);
          resolve();
        } else if (ended) {
          waiters.delete(check);
          reject(new Error(`connection closed before ${what}`));
        }
      };
      waiters.add(check);
      check();
    });
  return {
    write: (text) => void socket.write(text),
    continued: (n = 1) => until(() => continues >= n, '100 Continue'),
    async response() {
      await until(() => responses.length > 0, 'a response');
      return responses.shift()!;
    },
    closed,
    destroy: () => socket.destroy(),
  };
}
