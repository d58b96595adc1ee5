/**
 * The prefix of a widget's parameters in the address (a list's filters, a gallery's tag), so two
 * of the same widget on one page never share them: the editor's key (data-list-key) wins; else
 * the page's first uses the plain names (?beds=3, what a shared link holds) and each later one its
 * position (?homes2-beds=3).
 */
export function addressPrefix(element: Element, widget: string, key: string | undefined): string {
  if (key) return `${key}-`;
  // Every form of embed, mounted or not (a link form's host wraps its link: count the host once).
  const forms = [
    `hb-${widget}`,
    `[data-hb-widget="${widget}"]`,
    `.hb-widget--${widget}`,
    `a[data-hb-name="${widget}"]`,
    `a[href*="#hb-widget=${widget}&"]`,
    `a[href$="#hb-widget=${widget}"]`,
  ];
  const found = [...element.ownerDocument.querySelectorAll(forms.join(','))];
  const widgets = found.filter((el) => !found.some((other) => other !== el && other.contains(el)));
  const position = widgets.indexOf(element);
  return position > 0 ? `${widget}${position + 1}-` : '';
}
