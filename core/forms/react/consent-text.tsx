import type { ReactNode } from 'react';
import { safeUrl } from '../../security/safe-url';

/** A link in a template's text: [label](address), as editors write it in Markdown. */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * A form's consent line (a template's `consent`): text, where [label](address) is a link whose
 * address passes the safe-URL check (else the label stays text). No HTML is read, so a template
 * cannot add an element, a handler or a style; the page needs no sanitizer for it.
 */
export function ConsentText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = safeUrl(match[2]);
    parts.push(text.slice(last, match.index), href ? <a href={href}>{match[1]}</a> : match[1]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <p className="hb-form__hint">{parts}</p>;
}
