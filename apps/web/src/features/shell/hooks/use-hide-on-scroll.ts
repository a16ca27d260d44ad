import { useEffect, useState } from 'react';

/**
 * True while the page is being scrolled down past `offset`; false again as soon as it scrolls
 * up (or back near the top). Small jitters below `tolerance` px are ignored so the header does
 * not flicker on trackpads. Only active while `enabled`.
 */
export function useHideOnScroll({ enabled, offset = 80, tolerance = 6 }: { enabled: boolean; offset?: number; tolerance?: number }): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= offset) setHidden(false);
      else if (y - last > tolerance) setHidden(true);
      else if (last - y > tolerance) setHidden(false);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [enabled, offset, tolerance]);

  return enabled && hidden;
}
