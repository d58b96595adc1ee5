export interface SnippetEditor {
  id: string;
  name: string;
  form: 'link' | 'div' | 'element';
  where: string;
}
export const SNIPPET_EDITORS: SnippetEditor[];
export function escapeHtml(text: unknown): string;
export function widgetSnippet(snippet: {
  widget: string;
  options?: Record<string, string | boolean | undefined>;
  form: SnippetEditor['form'];
  fallback: { href: string; text: string };
  /** 'es': the widget speaks Spanish whatever the page's language (lang="es" on it, or on the link's paragraph). */
  lang?: 'es';
}): string;
export interface Picker {
  label: string;
  path: string;
  key: string;
  value: string | string[];
  name: string | string[];
}
export function pickerOptions(picker: Picker, body: unknown): { value: string; label: string }[] | null;
