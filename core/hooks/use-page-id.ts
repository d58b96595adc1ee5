import { useState } from 'react';

let issued = 0;

/**
 * An id unique on the whole page. preact's useId counts from zero in every root, and every
 * widget is its own root, so two widgets on one page would hand out the same ids.
 */
export function usePageId(prefix = 'hb'): string {
  const [id] = useState(() => `${prefix}-${++issued}`);
  return id;
}
