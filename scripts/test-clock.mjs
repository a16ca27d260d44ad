// TEST_CLOCK_AT=HH:MM runs the API and e2e suites with the server clock at that Tokyo time of
// today (issue 10 §7: the suite passes at any hour, e.g. just before and after the 21:00
// cancellation deadline). Shared by the API tests' app helper and the e2e server's settings.
const TOKYO_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** Milliseconds to add to the system clock so that it reads `hhmm` in Tokyo today; null when unset. */
export function testClockOffsetMs(hhmm = process.env.TEST_CLOCK_AT, nowMs = Date.now()) {
  if (!hhmm) return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new Error(`TEST_CLOCK_AT must be HH:MM (Tokyo time), got "${hhmm}"`);
  const tokyoNow = nowMs + TOKYO_MS;
  const tokyoMidnight = tokyoNow - (tokyoNow % DAY_MS);
  const target = tokyoMidnight + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  return target - tokyoNow;
}
