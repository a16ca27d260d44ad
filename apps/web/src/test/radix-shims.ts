// What Radix dialogs, popovers, tooltips and switches need from the DOM and jsdom lacks. A test
// file (or its kit) imports this once; each shim is installed only where missing.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
