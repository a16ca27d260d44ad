import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as clock from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { isManager } from '../access/access.js';
import { isDisabled } from '../identity/permission-templates.js';
import { createEventListener, type EventListener } from './event-listener.js';
import { evictUser } from '../identity/session-cache.js';
import { viewOf } from './event-view.js';
import { eventIdRange, eventsAfter, eventsByIds, liveSessions, pruneEvents, replayEvents, type EventRow } from './events.repo.js';
import { eventsTuning } from './events-tuning.js';
import { SseStream } from './sse-stream.js';

const PRUNE_EVERY_MS = 10 * 60_000;
/** How many delivered ids the hub remembers: far more than a reconnect's catch-up reads. */
const DELIVERED_KEPT = 10_000;

/**
 * The open event streams of this instance and the fan-out to them (DESIGN.md §3 "Chat, live
 * updates and notices"). Nothing here is needed by another instance: the events live in the
 * events table and reach every instance through LISTEN/NOTIFY; a stream that breaks resumes on
 * any instance from its Last-Event-ID. Streams are indexed by user and by managers, so an event
 * is looked at only for the streams that might receive it, and access.canSee decides for each.
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<SseStream>>();
  private readonly managers = new Set<SseStream>();
  private readonly streams = new Set<SseStream>();
  private listener: EventListener | null = null;
  private starting: Promise<void> | null = null;
  private timers: NodeJS.Timeout[] = [];
  private queue: number[] = [];
  private draining: Promise<void> = Promise.resolve();
  private drainScheduled = false;
  /** The newest event id this instance delivered: where a reconnected listener catches up from. */
  private lastSeenId = 0;
  /**
   * The ids delivered lately, oldest first. After the listener reconnects, an event committed
   * between its LISTEN and the catch-up read comes twice, in the catch-up and notified: it is
   * delivered once. Ids are not delivered in order (transactions commit out of it), so the
   * newest id alone cannot tell.
   */
  private readonly delivered = new Set<number>();
  private lastPrune = 0;
  private beats = 0;
  /** The server is closing: no stream opens any more. */
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly databaseUrl: string | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** Opens a stream for `user`: replays what it missed after `lastEventId`, then live events. */
  async open(reply: FastifyReply, user: AuthUser, lastEventId: number | null): Promise<void> {
    // A stream asked for on a connection still open while the instance shuts down: the client
    // asks again (EventSource after a refusal, see the web's live-updates.ts) and reaches another.
    if (this.stopped) throw new AppError(503, 'service_unavailable');
    await this.ensureStarted();
    if (this.stopped) throw new AppError(503, 'service_unavailable');
    const stream = new SseStream(reply, user);
    this.add(stream);
    stream.whenClosed(() => this.remove(stream));
    stream.open();
    try {
      await this.catchUp(stream, lastEventId);
    } catch (err) {
      // The answer has started: no error status can be sent any more. The client reconnects.
      this.log.error({ err }, 'event stream could not start');
      stream.close();
    }
  }

  /** The start of a stream: where it begins, or what it missed; then what arrived meanwhile. */
  private async catchUp(stream: SseStream, lastEventId: number | null): Promise<void> {
    const { user } = stream;
    const { db } = this.database;
    const range = await eventIdRange(db);
    const replayed = (stream.replayed = new Set<number>());
    stream.replayedUntilBeat = this.beats + 2;
    if (lastEventId === null) {
      stream.event(range.max, { type: 'stream.ready' });
    } else if (lastEventId > range.max || (range.min > 0 && lastEventId < range.min - 1)) {
      stream.event(range.max, { type: 'stream.reset' });
    } else {
      const rows = await replayEvents(db, { id: user.id, manager: isManager(user) }, lastEventId, eventsTuning.replayLimit + 1);
      if (rows.length > eventsTuning.replayLimit) stream.event(range.max, { type: 'stream.reset' });
      else for (const row of rows) {
        this.write(stream, row);
        replayed.add(row.id);
      }
    }
    // Live events that arrived meanwhile, less those the replay already wrote (write skips them).
    const waiting = stream.pending ?? [];
    stream.pending = null;
    for (const row of waiting) this.write(stream, row);
  }

  private send(stream: SseStream, row: EventRow): void {
    if (stream.pending) stream.pending.push(row);
    else this.write(stream, row);
  }

  private write(stream: SseStream, row: EventRow): void {
    if (stream.replayed?.has(row.id)) return;
    const data = viewOf(row, stream.user);
    if (data) stream.event(row.id, data);
  }

  private add(stream: SseStream): void {
    this.streams.add(stream);
    if (isManager(stream.user)) this.managers.add(stream);
    let mine = this.byUser.get(stream.user.id);
    if (!mine) this.byUser.set(stream.user.id, (mine = new Set()));
    mine.add(stream);
  }

  private remove(stream: SseStream): void {
    this.streams.delete(stream);
    this.managers.delete(stream);
    const mine = this.byUser.get(stream.user.id);
    mine?.delete(stream);
    if (mine?.size === 0) this.byUser.delete(stream.user.id);
  }

  /** Streams that might receive the event; viewOf (access.canSee) decides for each. */
  private candidates(row: EventRow): Iterable<SseStream> {
    if (row.audience === 'managers') return this.managers;
    const out = new Set<SseStream>(row.audience === 'bid' ? this.managers : []);
    for (const id of [row.ownerId, row.audience === 'bid' ? row.dealerId : null]) {
      if (id !== null) for (const s of this.byUser.get(id) ?? []) out.add(s);
    }
    return out;
  }

  private deliver(rows: EventRow[]): void {
    for (const row of rows) {
      if (this.delivered.has(row.id)) continue;
      this.delivered.add(row.id);
      if (this.delivered.size > DELIVERED_KEPT) this.delivered.delete(this.delivered.values().next().value!);
      if (row.id > this.lastSeenId) this.lastSeenId = row.id;
      // An account changed on any instance: this one forgets its cached role and permissions
      // before the account's pages, told by the event, ask again.
      if (row.payload.type === 'account.changed' && row.ownerId !== null) evictUser(row.ownerId);
      for (const stream of this.candidates(row)) this.send(stream, row);
    }
  }

  /** Notified ids are read in batches, one batch after the other, so events keep their order. */
  private enqueue(ids: number[]): void {
    this.queue.push(...ids);
    if (this.drainScheduled) return;
    this.drainScheduled = true;
    setImmediate(() => {
      this.drainScheduled = false;
      const batch = this.queue.splice(0);
      this.draining = this.draining.then(() => this.fetchAndDeliver(() => eventsByIds(this.database.db, batch)));
    });
  }

  private async fetchAndDeliver(read: () => Promise<EventRow[]>): Promise<void> {
    if (this.streams.size === 0) return;
    try {
      this.deliver(await read());
    } catch (err) {
      this.log.error({ err }, 'live events could not be read');
    }
  }

  private ensureStarted(): Promise<void> {
    this.starting ??= this.start().catch((err: unknown) => {
      this.starting = null;
      this.log.error({ err }, 'event listener could not start');
      throw new AppError(503, 'service_unavailable');
    });
    return this.starting;
  }

  private async start(): Promise<void> {
    this.lastSeenId = (await eventIdRange(this.database.db)).max;
    this.listener = createEventListener(this.database, this.databaseUrl, this.log, {
      onIds: (ids) => this.enqueue(ids),
      onReconnect: () => {
        this.draining = this.draining.then(() => this.fetchAndDeliver(() => eventsAfter(this.database.db, this.lastSeenId, eventsTuning.replayLimit)));
      },
    });
    await this.listener.start();
    const every = (ms: number, fn: () => void) => {
      const timer = setInterval(fn, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(eventsTuning.heartbeatMs, () => {
      for (const s of this.streams) {
        if (s.pending) continue;
        s.heartbeat();
        // A notification of a replayed event still on its way when the stream opened has come
        // by the second heart-beat after (see write): the replayed ids are no longer needed.
        if (s.replayed && this.beats >= s.replayedUntilBeat) s.replayed = null;
      }
      this.beats++;
    });
    every(eventsTuning.sessionCheckMs, () => void this.checkSessions());
  }

  /** Ends the streams whose session ended or whose user changed who they are (they reconnect). */
  private async checkSessions(): Promise<void> {
    try {
      const { db } = this.database;
      if (clock.nowMs() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = clock.nowMs();
        await pruneEvents(db, eventsTuning.retentionMs);
      }
      if (this.streams.size === 0) return;
      // The streams open now: one opened while the query runs is checked next time.
      const checked = [...this.streams];
      const ids = [...new Set(checked.map((s) => s.user.sessionId))];
      const live = new Map((await liveSessions(db, ids, clock.now())).map((s) => [s.id, s]));
      for (const s of checked) {
        const now = live.get(s.user.sessionId);
        if (!now || isDisabled(now) || now.userType !== s.user.userType || now.roleId !== s.user.roleId) s.close();
      }
    } catch (err) {
      this.log.warn({ err }, 'event stream session check failed');
    }
  }

  /**
   * Ends every stream (the server is closing) and stops listening. Each client is asked to
   * reconnect soon, at a moment of its own within `eventsTuning.goAwayRetryMs`, so an instance's
   * thousand streams do not land on the others in the same instant.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    const [least, most] = eventsTuning.goAwayRetryMs;
    for (const s of [...this.streams]) s.goAway(least + Math.floor(Math.random() * (most - least)));
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.listener?.stop();
    this.listener = null;
    this.starting = null;
  }
}
