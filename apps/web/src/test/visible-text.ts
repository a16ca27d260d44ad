/**
 * The words a sighted user reads on an element: its text nodes in order, aria-hidden ones too
 * (as axe's label-content-name-mismatch reads them), separated by spaces.
 */
export function visibleText(el: Element): string {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts.map((p) => p.trim()).filter(Boolean).join(' ').replace(/\s+/g, ' ');
}

/** WCAG 2.5.3 (label in name): the accessible name starts with the visible text, ignoring case. */
export function nameStartsWithVisibleText(el: Element): boolean {
  const name = (el.getAttribute('aria-label') ?? visibleText(el)).toLowerCase();
  return name.startsWith(visibleText(el).toLowerCase());
}
