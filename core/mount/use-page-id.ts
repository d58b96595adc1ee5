import { useState } from 'react';

let issuedIds = 0;

/**
 * An id unique on the whole page, for labels, descriptions and dialog titles. preact's useId
 * counts from zero in every root, and every widget is its own root, so two widgets on one page
 * would hand out the same ids.
 */
export function usePageId(prefix = 'hb'): string {
  const [id] = useState(() => `${prefix}-${++issuedIds}`);
  return id;
}
