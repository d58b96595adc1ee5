/** Longer content is a paragraph, not a button's words (it stays the fallback only). */
const MAX_LABEL_LENGTH = 80;

/** The trigger's words: the label attribute, else the editor's short content (a link's text), else the default (the catalog's, in the widget's language). */
export function triggerLabel(label: string | undefined, fallback: readonly Node[], defaultLabel: string): string {
  if (label) return label;
  const text = fallback
    .map((node) => node.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text && text.length <= MAX_LABEL_LENGTH ? text : defaultLabel;
}
