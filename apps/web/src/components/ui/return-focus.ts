import { useCallback, useLayoutEffect, useRef } from 'react';

// Where the focus last was, with its row and label. A button that disables itself while its
// request runs (Button `pending`: a bid being checked) or whose row re-renders while it saves (a
// bid status) drops the focus to <body> before the dialog it leads to opens: it is still the opener.
let lastFocused: FocusOrigin | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target instanceof HTMLElement && e.target !== document.body) lastFocused = originOf(e.target);
    },
    true,
  );
}

/**
 * A row the focus may come back to when the control that opened a dialog is gone: a bid row or
 * card (`data-bid-id`), or an area marked `data-focus-row` (the lot page's bidding panel). Rows
 * are found again by their attribute's value, so a row re-rendered with new elements still counts.
 */
const ROW_ATTRIBUTES = ['data-focus-row', 'data-bid-id'] as const;

export interface FocusOrigin {
  element: HTMLElement | null;
  /** The opener's row: attribute and value. */
  row: { attribute: string; value: string } | null;
  /** The opener's label, to find the same control in its re-rendered row. */
  label: string;
}

const labelOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const shown = (el: HTMLElement) => el !== document.body && el.isConnected && el.getClientRects().length > 0;

function tryFocus(el: HTMLElement | null | undefined): boolean {
  if (!el || !shown(el)) return false;
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}

/** What had the focus (or, when it fell to <body>, last had it), with its row and label. */
export function focusOrigin(): FocusOrigin {
  const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  return active ? originOf(active) : (lastFocused ?? { element: null, row: null, label: '' });
}

function originOf(element: HTMLElement): FocusOrigin {
  let row: FocusOrigin['row'] = null;
  for (const attribute of ROW_ATTRIBUTES) {
    const value = element.closest(`[${attribute}]`)?.getAttribute(attribute);
    if (value) {
      row = { attribute, value };
      break;
    }
  }
  return { element, row, label: labelOf(element) };
}

/** The opener's row as it is now: the same control in it, else its first control, else the row itself. */
function focusRow(origin: FocusOrigin): boolean {
  if (!origin.row) return false;
  const row = document.querySelector<HTMLElement>(`[${origin.row.attribute}="${CSS.escape(origin.row.value)}"]`);
  if (!row) return false;
  const controls = [...row.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
  if (tryFocus(controls.find((c) => origin.label !== '' && labelOf(c) === origin.label))) return true;
  if (tryFocus(controls[0])) return true;
  if (!row.hasAttribute('tabindex')) row.setAttribute('tabindex', '-1');
  return tryFocus(row);
}

/**
 * Moves focus back to the opener; when it is gone (its row re-rendered, or changed: a cancelled
 * bid's card gives way to the bid form), to its row; else into what is still open beneath.
 */
export function restoreFocus(target: HTMLElement | FocusOrigin | null) {
  const origin: FocusOrigin = target === null || target instanceof HTMLElement ? { element: target, row: null, label: '' } : target;
  if (tryFocus(origin.element)) return;
  if (focusRow(origin)) return;
  // Keep focus inside the sheet or dialog still open under this one (on a phone, the filter
  // sheet), else on the page's main content.
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')];
  const fallback = open.at(-1) ?? document.getElementById('main');
  fallback?.focus({ preventScroll: true });
}

/**
 * For Radix dialogs opened without a Radix Trigger (controlled by `open`): remembers what had
 * the focus when `open` became true and answers the `onCloseAutoFocus` handler that returns it
 * there (or to its row), instead of Radix's default of leaving it on <body>.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<FocusOrigin | null>(null);
  // A layout effect runs before the dialog's content mounts and takes the focus.
  useLayoutEffect(() => {
    if (open) opener.current = focusOrigin();
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    restoreFocus(opener.current);
  }, []);
}
