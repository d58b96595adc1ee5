import { useEffect, useState } from 'react';
import { activeSectionAt, READING_LINE } from '../../rules/active-section';

/** The page cannot scroll further down (a pixel of rounding allowed); a page that cannot scroll is at its top. */
const atPageBottom = () => scrollY > 0 && scrollY + innerHeight >= document.documentElement.scrollHeight - 1;

/** The section an in-page link goes to, if it is one of ours. */
function linkedSection(event: Event, ids: readonly string[]): string | null {
  const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
  const id = link instanceof HTMLAnchorElement ? decodeURIComponent(link.hash.slice(1)) : '';
  return ids.includes(id) ? id : null;
}

/**
 * Which of the sections (by id) the visitor is reading; null above the first. Worked out from
 * where the sections are, once a frame while the page scrolls. A section reached through a link
 * (clicked, or the address's own on load) stays active until the visitor scrolls by themselves:
 * a short last section jumped to may sit well below the reading line.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key (the ids joined) stands for ids by value: an equal list made anew does not start over
  useEffect(() => {
    const targets = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (targets.length === 0) return;
    const fromAddress = decodeURIComponent(location.hash.slice(1));
    let linked: string | null = ids.includes(fromAddress) ? fromAddress : null;
    let frame = 0;
    const update = () => {
      frame = 0;
      const index = activeSectionAt(
        targets.map((t) => t.getBoundingClientRect().top),
        innerHeight * READING_LINE,
        atPageBottom(),
      );
      setActive(linked ?? (index === null ? null : targets[index].id));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    const onClick = (event: Event) => {
      linked = linkedSection(event, ids) ?? linked;
      if (linked) setActive(linked);
    };
    // The visitor's own hand on the page (wheel, touch, keys, the scrollbar) lets go of a link's section.
    const letGo = () => {
      linked = null;
    };
    const letGoOn = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    update();
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll, { passive: true });
    for (const type of letGoOn) addEventListener(type, letGo, { passive: true, capture: true });
    document.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
      for (const type of letGoOn) removeEventListener(type, letGo, { capture: true });
      document.removeEventListener('click', onClick);
    };
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address follows the active section; ids only tells a hash of ours from the page's own
  useEffect(() => {
    if (!scrolled) return;
    const hash = active ? `#${active}` : '';
    const current = decodeURIComponent(location.hash.slice(1));
    // Above the first section, only a hash of ours is cleared; a page's own stays.
    if (location.hash === hash || (!active && !ids.includes(current))) return;
    history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
  }, [active, scrolled]);
}
