import { prefersReducedMotion } from '../core/browser/reduced-motion';

/** spec.md "Any page": scroll to the address's fragment after about 1.5 s, animated over 1 s. */
export const DEEP_LINK_DELAY_MS = 1500;
export const DEEP_LINK_ANIMATION_MS = 1000;
/** Room for the site's fixed header; the community microsite's header is taller. */
export const DEEP_LINK_OFFSET = 80;
export const MICROSITE_DEEP_LINK_OFFSET = 120;

/**
 * A chunk of its own, fetched by the loader only for an address with a fragment; `start` is when
 * the loader ran (performance.now()), so the delay counts from there however long this took to come.
 */
export default function scrollToDeepLink(start: number): void {
  let id = '';
  try {
    id = decodeURIComponent(location.hash.replace(/^#\/?/, ''));
  } catch {} // a malformed escape (#%E0) names no element
  // No fragment, or the root ("#/"): nothing to do.
  if (id)
    setTimeout(
      () => {
        const target = document.getElementById(id);
        if (!target) return;
        const offset = document.querySelector('hb-community,[data-hb-widget=community]')
          ? MICROSITE_DEEP_LINK_OFFSET
          : DEEP_LINK_OFFSET;
        const from = scrollY;
        const start = performance.now();
        const reduce = prefersReducedMotion();
        const step = (now: number) => {
          const t = reduce ? 1 : Math.min(1, (now - start) / DEEP_LINK_ANIMATION_MS);
          // Where the target is now, each frame: a read that answers above it during the second
          // (a list growing, a loader giving way) moves the destination, and the scroll follows.
          const to = scrollY + target.getBoundingClientRect().top - offset;
          scrollTo(0, from + (to - from) * (1 - (1 - t) ** 3)); // ease out
          if (t < 1) requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      },
      DEEP_LINK_DELAY_MS - (performance.now() - start),
    );
}
