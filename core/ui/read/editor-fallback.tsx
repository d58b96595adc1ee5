import { useLayoutEffect, useRef } from 'react';
import { useWidgetHost } from '../../mount/widget-context';
import { readConfig } from '../../platform/config';
import { telHref } from '../../security/tel-href';

/** Nodes worth showing again: elements (never a script or style) and text that is not just space. */
const shows = (node: Node) =>
  node.nodeType === Node.ELEMENT_NODE
    ? !['SCRIPT', 'STYLE', 'TEMPLATE'].includes((node as Element).tagName)
    : node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim());

/**
 * What the editor put inside the widget (taken out at first render), shown again as a copy of its
 * nodes (no HTML is parsed); without one, the builder's phone from the site settings; else nothing.
 */
export function EditorFallback() {
  const { fallback } = useWidgetHost();
  const box = useRef<HTMLDivElement>(null);
  const nodes = fallback.filter(shows);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fallback never changes; nodes is filtered from it anew each render
  useLayoutEffect(() => {
    box.current?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
  }, [fallback]);
  const phone = nodes.length ? undefined : readConfig().phone?.trim();
  if (!nodes.length && !phone) return null;
  const href = phone && telHref(phone);
  return (
    <div className="hb-read-failure__fallback">
      <p className="hb-read-failure__meantime">In the meantime</p>
      {phone ? <p>Call us at {href ? <a href={href}>{phone}</a> : phone}.</p> : <div ref={box} />}
    </div>
  );
}
