import { NEAR_VIEWPORT_MARGIN } from '../core/browser/near-viewport';
import { loadWidget } from './load-widget';

const scheduled = new WeakSet<Element>();
const started = new WeakSet<Element>();

/** Asks for a scheduled widget's code, once, whichever of its moments comes first. */
function start(el: HTMLElement): void {
  nearViewport.unobserve(el);
  if (!started.has(el)) started.add(el), loadWidget(el, el.dataset.hbName!);
}

const nearViewport = new IntersectionObserver(
  (entries) => entries.forEach((e) => e.isIntersecting && start(e.target as HTMLElement)),
  { rootMargin: NEAR_VIEWPORT_MARGIN },
);

/**
 * data-load="eager" loads now, "idle" when the browser is idle (or sooner, as it comes near the
 * viewport: a visitor who scrolls fast does not wait for idle, nor see it fill in view), anything
 * else near the viewport.
 */
export function schedule(el: HTMLElement, name: string): void {
  if (scheduled.has(el)) {
    // Re-added after removal: its widget was unmounted, so mount it again.
    if (el.dataset.hbState === 'ready') loadWidget(el, name);
    return;
  }
  scheduled.add(el);
  el.dataset.hbName = name;
  const mode = el.dataset.load;
  // biome-ignore lint/correctness/noVoidTypeReturn: returns start's nothing, to end here in one statement (the loader counts bytes)
  if (mode === 'eager') return start(el);
  // Safari has no requestIdleCallback: a short timeout stands in.
  if (mode === 'idle') (self.requestIdleCallback ?? setTimeout)(() => start(el));
  nearViewport.observe(el);
}
