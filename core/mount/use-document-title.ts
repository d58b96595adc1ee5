import { useEffect } from 'react';

/**
 * Leads the tab's title with `name` ("Aspen – Floorplan") while the widget shows it, for a widget
 * an editor marked as the page's main content; the CMS's own title comes back when it goes.
 */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    if (!name) return;
    const cmsTitle = document.title;
    document.title = cmsTitle ? `${name} – ${cmsTitle}` : name;
    return () => void (document.title = cmsTitle);
  }, [name]);
}
