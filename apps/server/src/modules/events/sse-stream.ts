import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../plugins/auth-context.js';
import type { EventRow } from './events.repo.js';
import { eventsTuning } from './events-tuning.js';

/**
 * One open text/event-stream answer. The reply is hijacked: Fastify's onSend hooks (compression
 * among them) never see it, so nothing buffers the stream, and each write goes to the socket.
 * A client too slow to take its events is dropped rather than buffered without limit; it
 * reconnects with its Last-Event-ID and gets the rest from the events table.
 */
export class SseStream {
  closed = false;
  /** Until the replay of a resume is written, live events wait here (see EventHub.open). */
  pending: EventRow[] | null = [];
  /** Ids a resume replayed: a live notification of one of them, still on its way, is skipped. */
  replayed: Set<number> | null = null;
  replayedUntilBeat = 0;
  private readonly onClose: Array<() => void> = [];

  constructor(
    readonly reply: FastifyReply,
    readonly user: AuthUser,
  ) {
    reply.raw.on('close', () => this.close());
  }

  /** Sends the answer's head (the reply's security headers kept) and the reconnect delay. */
  open(): void {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(this.reply.getHeaders())) if (value !== undefined) headers[name] = value;
    this.reply.hijack();
    this.reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies buffer answers unless told not to.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    this.write('retry: 3000\n\n');
  }

  write(chunk: string): void {
    if (this.closed) return;
    this.reply.raw.write(chunk);
    if (this.reply.raw.writableLength > eventsTuning.maxBufferedBytes) this.close();
  }

  event(id: number, data: unknown): void {
    this.write(`id: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /**
   * Ends the stream because this instance is going away: the client is told to come back after
   * `retryMs` rather than the usual 3 s, and does so through the balancer, to another instance,
   * resuming from its Last-Event-ID.
   */
  goAway(retryMs: number): void {
    this.write(`retry: ${retryMs}\n\n`);
    this.close();
  }

  whenClosed(fn: () => void): void {
    this.onClose.push(fn);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const fn of this.onClose) fn();
    if (!this.reply.raw.writableEnded) this.reply.raw.end();
  }
}
