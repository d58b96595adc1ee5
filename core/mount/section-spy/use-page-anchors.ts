import { useState } from 'react';
import { usePageService } from '../use-page-service';

/** The anchors handed out on this page so far (two widgets of a page never share one). */
const anchorsOfThePage = () => new Set<string>();

/**
 * Ids for a widget's sections that a visitor can link to (#floorplans) and a scroll-spy writes
 * into the address: readable, so a deep link means something, yet unique on the page. The
 * first widget of a page gets the names as they are; a second one (or a name the CMS page
 * already uses) gets them numbered: floorplans-2.
 */
export function usePageAnchors<const N extends string>(names: readonly N[]): Record<N, string> {
  const taken = usePageService(anchorsOfThePage);
  const [anchors] = useState(() => {
    const issued = {} as Record<N, string>;
    for (const name of names) {
      let id: string = name;
      for (let n = 2; taken.has(id) || document.getElementById(id); n++) id = `${name}-${n}`;
      taken.add(id);
      issued[name] = id;
    }
    return issued;
  });
  return anchors;
}
