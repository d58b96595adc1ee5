import { NEAR_VIEWPORT_MARGIN } from '../core/browser/near-viewport';
import { loadWidget } from './load-widget';

const scheduled = new WeakSet<Element>();

const nearViewport = new IntersectionObserver(
  (entries) => {
    for (const { isIntersecting, target } of entries)
      if (isIntersecting) {
        nearViewport.unobserve(target);
        loadWidget(target as HTMLElement, (target as HTMLElement).dataset.hbName!);
      }
  },
  { rootMargin: NEAR_VIEWPORT_MARGIN },
);

/** data-load="eager" loads now, "idle" when the browser is idle, anything else near the viewport. */
export function schedule(el: HTMLElement, name: string): void {
  if (scheduled.has(el)) {
    // Re-added after removal: its widget was unmounted, so mount it again.
    if (el.dataset.hbState === 'ready') loadWidget(el, name);
    return;
  }
  scheduled.add(el);
  el.dataset.hbName = name;
  const mode = el.dataset.load;
  if (mode === 'eager') loadWidget(el, name);
  // Safari has no requestIdleCallback: a short timeout stands in.
  else if (mode === 'idle') (self.requestIdleCallback ?? setTimeout)(() => loadWidget(el, name));
  else nearViewport.observe(el);
}
