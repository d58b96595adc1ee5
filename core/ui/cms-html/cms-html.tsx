import { useAsync } from '../../mount/use-async';
import { sanitizeHtml } from '../../security/sanitize-html';

/**
 * CMS HTML (a job description, a story), sanitized with DOMPurify before it touches the page.
 * Until the sanitizer has loaded (or if it cannot), the same content shows as plain text, so nothing jumps.
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const clean = useAsync(() => sanitizeHtml(html), [html]);
  if (clean.status !== 'done') return <div className={className}>{new DOMParser().parseFromString(html, 'text/html').body.textContent}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.value }} />;
}
