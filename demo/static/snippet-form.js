// The snippet builder's pure part (a file the page imports and the unit tests too): a widget and
// its options → the snippet in the form the chosen editor keeps (docs/embedding.md, "Which form in
// which editor"), and an API answer → the picker's names.

/** The editors the builder knows, each with the form it keeps at its defaults and where to paste it. */
export const SNIPPET_EDITORS = [
  {
    id: 'wordpress-blocks',
    name: 'WordPress block editor (Custom HTML block)',
    form: 'div',
    where: 'Add a Custom HTML block and paste the snippet into it.',
  },
  {
    id: 'wordpress-classic',
    name: 'WordPress classic editor (Text tab)',
    form: 'div',
    where: 'In the Text tab, paste the snippet on a line of its own (line breaks become paragraphs).',
  },
  {
    id: 'wordpress-classic-visual',
    name: 'WordPress classic editor (Visual tab)',
    form: 'link',
    where: 'In the Visual tab, put the cursor on an empty line and paste: the widget arrives as a link.',
  },
  {
    id: 'tinymce',
    name: 'TinyMCE (Source code)',
    form: 'div',
    where: 'Open Tools → Source code and paste the snippet where the widget belongs.',
  },
  {
    id: 'drupal',
    name: 'Drupal (CKEditor 5)',
    form: 'link',
    where: 'In the body field, put the cursor on an empty line and paste: the widget arrives as a link.',
  },
  {
    id: 'element',
    name: 'Element form (editors with unfiltered_html, plain HTML)',
    form: 'element',
    where:
      'Paste it where the widget belongs: only roles with unfiltered_html (WordPress Editors and Administrators of a single site) and plain HTML keep <hb-…> elements.',
  },
];

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe in HTML text and in a quoted attribute value. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * The options set, in their order: true → a bare attribute; a non-empty string → its value;
 * anything else, or a name that is not data-[a-z0-9-]+, is left out.
 */
function setOptions(options) {
  return Object.keys(options ?? {})
    .filter((name) => /^data-[a-z0-9-]+$/.test(name) && name !== 'data-hb-widget')
    .map((name) => [name, options[name]])
    .filter(([, value]) => value === true || (typeof value === 'string' && value !== ''));
}

/**
 * The snippet of one widget in one form, on one line (WordPress turns line breaks into paragraphs).
 * widget: "community"; options: { "data-community-id": "12", "data-compact": true }; form: link,
 * div or element; fallback: { href, text }, the page a visitor reaches when the widget cannot
 * load (the link form is its own fallback).
 */
export function widgetSnippet({ widget, options, form, fallback, lang }) {
  if (!/^[a-z0-9-]+$/.test(widget)) throw new Error(`Not a widget name: ${widget}`);
  if (lang !== undefined && lang !== 'es') throw new Error(`Not a language the widgets speak but English: ${lang}`);
  const set = setOptions(options);
  const text = escapeHtml(fallback.text);
  if (form === 'link') {
    const fragment = [
      `hb-widget=${widget}`,
      ...set.map(([name, value]) => (value === true ? name.slice(5) : `${name.slice(5)}=${encodeURIComponent(value)}`)),
    ].join('&');
    const link = `<a href="${escapeHtml(`${fallback.href}#${fragment}`)}">${text}</a>`;
    // The widget goes around the link, so the language is its container's (docs/i18n.md): a paragraph every editor keeps.
    return lang ? `<p lang="${lang}">${link}</p>` : link;
  }
  const attributes =
    (lang ? ` lang="${lang}"` : '') +
    set.map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('');
  const inner = `<a href="${escapeHtml(fallback.href)}">${text}</a>`;
  if (form === 'div') return `<div data-hb-widget="${widget}"${attributes}>${inner}</div>`;
  if (form === 'element') return `<hb-${widget}${attributes}>${inner}</hb-${widget}>`;
  throw new Error(`Not a snippet form: ${form}`);
}

/** One field of an item, or several joined by " – " (empty ones left out). */
const field = (item, names) =>
  (Array.isArray(names) ? names : [names])
    .map((name) => item?.[name])
    .filter((value) => value !== undefined && value !== null && value !== '')
    .join(' – ');

/**
 * A picker's options from the API's answer (pickers.json says where the list is and which
 * fields): [{ value, label }] sorted by label; null when the answer holds no list.
 */
export function pickerOptions(picker, body) {
  const items = body && Array.isArray(body[picker.key]) ? body[picker.key] : null;
  if (!items) return null;
  return items
    .map((item) => ({ value: String(field(item, picker.value)), label: String(field(item, picker.name)) }))
    .filter((option) => option.value && option.label)
    .sort((a, b) => a.label.localeCompare(b.label));
}
