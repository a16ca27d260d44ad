/**
 * The text a sighted user reads on an element as axe's label-content-name-mismatch reads it: its
 * text nodes in order, aria-hidden ones too, joined as they are (two spans without a space
 * between them read as one word).
 */
export function visibleText(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** WCAG 2.5.3 (label in name): the accessible name starts with the visible text, ignoring case. */
export function nameStartsWithVisibleText(el: Element): boolean {
  const name = (el.getAttribute('aria-label') ?? visibleText(el)).toLowerCase();
  return name.startsWith(visibleText(el).toLowerCase());
}
