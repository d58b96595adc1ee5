/**
 * Unmounts widgets whose element left the page. Checked a task later, so an element that was
 * only moved (removed and inserted again in the same task) keeps its widget and its state.
 */
const watched = new Map<Element, () => void>();
let observer: MutationObserver | undefined;
let pending = false;

function check() {
  pending = false;
  for (const [element, onGone] of watched) {
    if (!element.isConnected) {
      watched.delete(element);
      onGone();
    }
  }
  if (watched.size === 0) {
    observer?.disconnect();
    observer = undefined;
  }
}

export function watchDisconnect(element: Element, onGone: () => void): void {
  watched.set(element, onGone);
  if (observer) return;
  observer = new MutationObserver((records) => {
    if (pending || !records.some((r) => r.removedNodes.length > 0)) return;
    pending = true;
    setTimeout(check, 0);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
