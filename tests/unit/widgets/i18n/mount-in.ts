import type { WidgetDefinition } from '../../../../core/mount/define-widget';
import { createPageScope } from '../../../../core/platform/page-scope';

/** Mounts a widget inside a container of the language, as a CMS page would hold it; resolves once it shows. */
export async function mountIn(lang: string, widget: WidgetDefinition, attributes = ''): Promise<HTMLElement> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div lang="${lang}"><hb-${widget.name} ${attributes}></hb-${widget.name}></div>`,
  );
  const element = document.body.lastElementChild!.firstElementChild as HTMLElement;
  const ready = new Promise((resolve) => element.addEventListener('hb:ready', resolve, { once: true }));
  widget.mount(element, { page: createPageScope() });
  await ready;
  return element;
}
