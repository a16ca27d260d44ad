/** Milliseconds to add to the system clock so that it reads `hhmm` (TEST_CLOCK_AT) in Tokyo today; null when unset. */
export function testClockOffsetMs(hhmm?: string, nowMs?: number): number | null;
