import { useMemo } from 'react';
import { useAsync } from '../../mount/use-async';
import { sanitizeHtml, sanitizeHtmlNow } from '../../security/sanitize-html';

/**
 * CMS HTML (a job description, a story), sanitized with DOMPurify before it touches the page: at
 * once when the sanitizer has loaded (a read made with withSanitizer waits for it), else when it
 * arrives, the same content showing as plain text until then (or if it cannot load).
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const now = useMemo(() => sanitizeHtmlNow(html), [html]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sanitizer is started only while html has no synchronous answer; the closure is conditional, so the rule cannot see it reads html
  const later = useAsync(now === undefined ? () => sanitizeHtml(html) : undefined, [html, now === undefined]);
  const clean = now ?? (later.status === 'done' ? later.value : undefined);
  if (clean === undefined)
    return <div className={className}>{new DOMParser().parseFromString(html, 'text/html').body.textContent}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: clean is DOMPurify's output (core/security sanitizeHtml)
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
