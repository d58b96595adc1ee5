import { type RefObject, useEffect } from 'react';

/**
 * While the page prints, only the comparison prints (the issue: one landscape page): the CMS's
 * header, navigation and footer are left out for the print, by classes on the comparison's
 * ancestors that compare.css reads under @media print, taken off again after it.
 */
export function usePrintAlone(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    const mark = () => {
      const element = target.current;
      if (!element) return;
      element.classList.add('hb-print-target');
      for (let e = element.parentElement; e && e !== root; e = e.parentElement) e.classList.add('hb-print-path');
      root.classList.add('hb-print-alone');
    };
    const unmark = () => {
      root.classList.remove('hb-print-alone');
      target.current?.classList.remove('hb-print-target');
      for (const e of document.querySelectorAll('.hb-print-path')) e.classList.remove('hb-print-path');
    };
    addEventListener('beforeprint', mark);
    addEventListener('afterprint', unmark);
    return () => {
      removeEventListener('beforeprint', mark);
      removeEventListener('afterprint', unmark);
      unmark();
    };
  }, [target]);
}
