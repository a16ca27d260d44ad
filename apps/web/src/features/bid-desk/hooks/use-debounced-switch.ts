import { useCallback, useEffect, useRef, useState } from 'react';

/** The auto-bid request waits this long after the last flip (spec 2 §4 "Auto-bid", §9). */
export const AUTO_BID_DEBOUNCE_MS = 400;

/**
 * A switch whose value is sent `delay` ms after the last flip: quick flips send one request
 * with the last state, and flipping back to the saved value sends none. Until the save has
 * finished (and the list refetched) the switch shows the manager's choice; a failure puts the
 * saved value back and reports the error. A flip still waiting when the row goes away is sent.
 */
export function useDebouncedSwitch(saved: boolean, send: (value: boolean) => Promise<unknown>, onError: (error: unknown) => void, delay = AUTO_BID_DEBOUNCE_MS) {
  const [choice, setChoice] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<(() => void) | null>(null);
  const flips = useRef(0);
  const latest = useRef({ saved, send, onError });
  latest.current = { saved, send, onError };

  const flip = useCallback(
    (value: boolean) => {
      const flipNo = ++flips.current;
      setChoice(value);
      if (timer.current) clearTimeout(timer.current);
      const fire = () => {
        timer.current = null;
        waiting.current = null;
        const { saved: now, send: sendNow, onError: report } = latest.current;
        if (value === now) return setChoice((c) => (flips.current === flipNo ? null : c));
        sendNow(value)
          .catch((error: unknown) => report(error))
          // The refetched row now tells the truth; a newer flip keeps showing its own choice.
          .finally(() => flips.current === flipNo && setChoice(null));
      };
      waiting.current = fire;
      timer.current = setTimeout(fire, delay);
    },
    [delay],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      waiting.current?.();
    },
    [],
  );

  return { checked: choice ?? saved, flip };
}
