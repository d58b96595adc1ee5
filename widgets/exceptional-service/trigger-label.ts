/** The button's text when neither the label attribute nor the editor's content gives one. */
export const DEFAULT_TRIGGER_LABEL = 'Our exceptional service';
/** Longer content is a paragraph, not a button's words (it stays the fallback only). */
const MAX_LABEL_LENGTH = 80;

/** The trigger's words: the label attribute, else the editor's short content (a link's text), else the default. */
export function triggerLabel(label: string | undefined, fallback: readonly Node[]): string {
  if (label) return label;
  const text = fallback
    .map((node) => node.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text && text.length <= MAX_LABEL_LENGTH ? text : DEFAULT_TRIGGER_LABEL;
}
