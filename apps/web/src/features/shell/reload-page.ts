/** Reloads the page (a module of its own so tests can observe it; jsdom's location is frozen). */
export function reloadPage() {
  window.location.reload();
}
