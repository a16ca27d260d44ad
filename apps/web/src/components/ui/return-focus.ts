import { useCallback, useLayoutEffect, useRef } from 'react';

/** Moves focus back to `target`, or, when it is gone, into what is still open beneath. */
export function restoreFocus(target: HTMLElement | null) {
  if (target && target !== document.body && target.isConnected && target.getClientRects().length > 0) {
    target.focus({ preventScroll: true });
    if (document.activeElement === target) return;
  }
  // The opener left the page (its menu or row re-rendered): keep focus inside the sheet or dialog
  // still open under this one (on a phone, the filter sheet), else on the page's main content.
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')];
  const fallback = open.at(-1) ?? document.getElementById('main');
  fallback?.focus({ preventScroll: true });
}

/**
 * For Radix dialogs opened without a Radix Trigger (controlled by `open`): remembers what had
 * the focus when `open` became true and answers the `onCloseAutoFocus` handler that returns it
 * there, instead of Radix's default of leaving it on <body>.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's content mounts and takes the focus.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    restoreFocus(opener.current);
  }, []);
}
