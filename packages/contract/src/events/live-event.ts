import { z } from 'zod';
import { chatMessage, CHAT_SIDES } from '../chat/bid-chat.js';

// GET /api/v1/events (issue 13 §2; DESIGN.md §3 "Chat, live updates and notices"): a
// server-sent event stream (text/event-stream) for the signed-in user; 401 without a session.
// Each event is one SSE message: `id:` the event's number (send it back as Last-Event-ID, which
// EventSource does by itself on reconnect, to resume where the stream broke off) and `data:` one
// JSON object of `liveEvent` below. Lines starting with ':' are heart-beats (about every 15 s).
// The stream ends when the session ends (logout, expiry, a disabled account): the app then
// refreshes the session and opens a new one, or stops. A request whose Accept header does not
// take text/event-stream (EventSource always sends it) gets 406 stream_not_accepted.
//
// Every event reaches only users who may see what it is about (the bid's owner, the owner's
// dealer, the managers), whichever server instance made the change. After `stream.reset` (the
// Last-Event-ID was too old to resume from) the app refetches what it shows. Events are hints to
// update cached data: an event may rarely come twice (after a resume), never to the wrong user.

const bidRef = { bidId: z.number().int() };

/** A message was written on a bid's chat; isOwn is from the receiving user's point of view. */
export const chatMessageEvent = z.object({
  type: z.literal('chat.message'),
  ...bidRef,
  side: z.enum(CHAT_SIDES),
  message: chatMessage,
});

/** One side read a bid's chat (the unread dots of that side go out). */
export const chatReadEvent = z.object({ type: z.literal('chat.read'), ...bidRef, side: z.enum(CHAT_SIDES) });

/** A bid was placed or changed: status, amount, sold price or another value the lists show. */
export const bidChangedEvent = z.object({
  type: z.literal('bid.changed'),
  ...bidRef,
  lotId: z.number().int(),
  /** True when the bid was just placed. */
  created: z.boolean(),
  status: z.number().int(),
  /** The status before the change (null for a new bid). */
  previousStatus: z.number().int().nullable(),
  amount: z.number().int(),
  soldPrice: z.number().int().nullable(),
  bidGroup: z.number().int().nullable(),
  exportType: z.number().int().nullable(),
  /** Managers only, as in the bid lists. */
  autoBid: z.boolean().optional(),
  /** Managers with the adjustmentPriceShow permission only, as in the bid lists. */
  adjustmentPrice: z.number().int().nullable().optional(),
});

/** A lot the user bid on got its auction result (status 4533–4538, and the sold price if sold). */
export const lotResultEvent = z.object({
  type: z.literal('lot.result'),
  ...bidRef,
  lotId: z.number().int(),
  auctionStatus: z.number().int(),
  soldPrice: z.number().int().nullable(),
});

/** Managers: the bid manager's counters changed (bids placed or moved between statuses). */
export const countersChangedEvent = z.object({ type: z.literal('bid.counters') });

/**
 * The user's own account changed: a deposit moved its balance, and the first one of a restricted
 * account made it an active client (role and permissions: it may bid now). The app reloads the
 * profile and the balance, and the lots shown, so an open lot page takes bids without navigating
 * (issue 18 §2). Sent to that user only.
 */
export const accountChangedEvent = z.object({ type: z.literal('account.changed') });

/**
 * The first message of a stream opened without Last-Event-ID: its id is where the stream starts,
 * so a stream that breaks before any other event resumes from there without a gap.
 */
export const streamReadyEvent = z.object({ type: z.literal('stream.ready') });

/** The stream could not resume from Last-Event-ID (too old): refetch everything shown. */
export const streamResetEvent = z.object({ type: z.literal('stream.reset') });

export const liveEvent = z.discriminatedUnion('type', [
  chatMessageEvent, chatReadEvent, bidChangedEvent, lotResultEvent, countersChangedEvent, accountChangedEvent, streamReadyEvent, streamResetEvent,
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];

/** The stream's path under /api/v1. */
export const EVENTS_PATH = '/events';
