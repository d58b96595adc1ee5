import { type RefObject, useEffect, useState } from 'react';
import { NEAR_VIEWPORT_MARGIN } from '../browser/near-viewport';

/**
 * True once the element has come within `margin` of the viewport (and stays true): heavy work
 * such as the Maps script waits for it, so a map far below the fold costs nothing until then.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  enabled = true,
  margin = NEAR_VIEWPORT_MARGIN,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
