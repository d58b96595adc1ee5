/** spec.md "Any page": scroll to the address's fragment after about 1.5 s, animated over 1 s. */
export const DEEP_LINK_DELAY_MS = 1500;
export const DEEP_LINK_ANIMATION_MS = 1000;
/** Room for the site's fixed header; the community microsite's header is taller. */
export const DEEP_LINK_OFFSET = 80;
export const MICROSITE_DEEP_LINK_OFFSET = 120;

export function scrollToDeepLink(): void {
  const id = decodeURIComponent(location.hash.replace(/^#\/?/, ''));
  if (!id) return; // no fragment, or the root ("#/")
  setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const microsite = document.querySelector('hb-community,[data-hb-widget="community"]');
    const to = Math.max(0, target.getBoundingClientRect().top + scrollY - (microsite ? MICROSITE_DEEP_LINK_OFFSET : DEEP_LINK_OFFSET));
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return scrollTo(0, to);
    const from = scrollY;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / DEEP_LINK_ANIMATION_MS);
      scrollTo(0, from + (to - from) * (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2));
      if (t < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }, DEEP_LINK_DELAY_MS);
}
