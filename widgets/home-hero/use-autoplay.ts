import { type RefObject, useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../core/browser';

/** A slide stays this long before the next one, while nothing holds the show still. */
export const SLIDE_INTERVAL_MS = 6_000;

/**
 * Moving slides, held still (WCAG 2.2.2) while the visitor points at them or focuses inside
 * them, stopped when they pressed pause, and never started when the system asks for reduced
 * motion. Native focusin/focusout: focus events do not bubble in preact as they do in React.
 */
export function useAutoplay(root: RefObject<HTMLElement | null>, count: number, advance: () => void) {
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const listeners: [string, (e: Event) => void][] = [
      ['mouseenter', () => setHovered(true)],
      ['mouseleave', () => setHovered(false)],
      ['focusin', () => setFocused(true)],
      ['focusout', (e) => !element.contains((e as FocusEvent).relatedTarget as Node | null) && setFocused(false)],
    ];
    for (const [name, listener] of listeners) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    };
  }, [root]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(advance, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, advance]);

  return { rotating, stopped, toggle: () => setStopped((s) => !s) };
}
