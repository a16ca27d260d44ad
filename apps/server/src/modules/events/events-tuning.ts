/**
 * Timings of the live event streams (modules/events). Heart-beats keep proxies and load balancers
 * from closing an idle stream (most drop one after 30–60 s of silence); the session check ends
 * the streams of sessions that ended (logout, expiry, a disabled account: DESIGN.md §3 asks for
 * within one minute). Tests shorten both.
 */
export const eventsTuning = {
  heartbeatMs: 15_000,
  sessionCheckMs: 15_000,
  /** Events replayed on a resume at most; further back the stream answers stream.reset. */
  replayLimit: 1_000,
  /** Events are kept this long for resuming streams, then pruned. */
  retentionMs: 24 * 60 * 60_000,
  /** A stream whose unsent data grows past this is closed (the client resumes from its last id). */
  maxBufferedBytes: 1024 * 1024,
  /** The reconnect delay, in ms from..to, told to each stream ended by a shutdown (spread at random). */
  goAwayRetryMs: [250, 2_000] as [number, number],
  /** Reconnect delay of the LISTEN connection after it failed. */
  reconnectMs: 1_000,
};
