import { useEffect, useState } from 'react';

/**
 * A section is active while it crosses a thin band 30 % down the viewport: the place a reader's
 * eyes rest, clear of a sticky header. Between sections the last one stays active.
 */
export const ACTIVE_BAND = '-30% 0px -69% 0px';

/** Which of the sections (by id) the visitor is reading; null above the first. */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const targets = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) entry.isIntersecting ? crossing.add(entry.target) : crossing.delete(entry.target);
        const current = targets.find((t) => crossing.has(t));
        if (current) setActive(current.id);
        else if (targets[0].getBoundingClientRect().top > innerHeight * 0.3) setActive(null);
      },
      { rootMargin: ACTIVE_BAND },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [key]);
  return active;
}

/**
 * spec.md "Home financing": the address follows the active section (#id), replaced in place:
 * no jump and no history entry per section. Untouched until the visitor scrolls, so a page
 * opened at the top keeps its address, and a deep link keeps its own until the page moves.
 */
export function useSectionInAddress(active: string | null, ids: readonly string[]): void {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => removeEventListener('scroll', onScroll);
  }, [scrolled]);

  useEffect(() => {
    if (!scrolled) return;
    const hash = active ? `#${active}` : '';
    const current = decodeURIComponent(location.hash.slice(1));
    // Above the first section, only a hash of ours is cleared; a page's own stays.
    if (location.hash === hash || (!active && !ids.includes(current))) return;
    history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
  }, [active, scrolled]);
}
