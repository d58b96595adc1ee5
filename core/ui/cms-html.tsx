import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../security/sanitize-html';

/**
 * CMS HTML (a job description, a story), sanitized with DOMPurify before it touches the page.
 * Until the sanitizer has loaded, the same content shows as plain text, so nothing jumps.
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    sanitizeHtml(html).then((out) => live && setClean(out));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <div className={className}>{new DOMParser().parseFromString(html, 'text/html').body.textContent}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
